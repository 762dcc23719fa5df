/** The kinds of account (SPEC §1 user kinds; SPEC §7 GET /users/types): stored in users.user_type. Pure. */
export const USER_TYPES = [
  { id: "ORG_USER", label: "Χρήστης φορέα" },
  { id: "API_USER", label: "Χρήστης API" },
] as const;

export type UserTypeId = (typeof USER_TYPES)[number]["id"];

export function userType(id: string): (typeof USER_TYPES)[number] | null {
  return USER_TYPES.find((t) => t.id === id) ?? null;
}
