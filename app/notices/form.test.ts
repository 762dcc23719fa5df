import { describe, expect, it } from "vitest";
import { noticeFormSchema } from "./form";

const issuesOf = (input: Record<string, unknown>) => {
  const result = noticeFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("the notice form", () => {
  it("lists a missing text and missing targets together", () => {
    expect(issuesOf({})).toEqual([
      ["message", "Γράψτε το κείμενο της ανακοίνωσης."],
      ["targetAll", "Επιλέξτε σε ποιους απευθύνεται η ανακοίνωση: όλους, ρόλους ή φορείς."],
    ]);
  });

  it("turns ticked boxes and typed organisations into targets", () => {
    const parsed = noticeFormSchema.parse({
      message: "  Κείμενο  ",
      targetAll: "on",
      targetRoles: "ROLE_ORG_ADMIN",
      targetOrganizations: "6013,\n dimos_athinaion \n",
    });
    expect(parsed).toEqual({
      message: "Κείμενο",
      targets: [
        { kind: "all" },
        { kind: "role", role: "ROLE_ORG_ADMIN" },
        { kind: "organization", uid: "6013" },
        { kind: "organization", uid: "dimos_athinaion" },
      ],
    });
  });

  it("refuses a role that does not exist and an overlong text", () => {
    expect(issuesOf({ message: "x", targetRoles: ["ROLE_KING"] })[0]).toEqual(["targetRoles.0", "Μη έγκυρη επιλογή"]);
    expect(issuesOf({ message: "x".repeat(2001), targetAll: "on" })[0]?.[0]).toBe("message");
  });
});
