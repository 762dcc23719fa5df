/** An account's status (SPEC §4 "User status: enabled, disabled, locked") and its changes. Pure. */

export const USER_STATUSES = ["enabled", "disabled", "locked"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const STATUS_CHANGES = ["enable", "disable", "lock", "unlock"] as const;
export type StatusChange = (typeof STATUS_CHANGES)[number];

/** A locked account is locked whatever its enabled flag; otherwise enabled or disabled. */
export function statusOf(user: { enabled: boolean; locked: boolean }): UserStatus {
  if (user.locked) return "locked";
  return user.enabled ? "enabled" : "disabled";
}
