/**
 * /organization/dtview's domain against a real SQLite file with the seeded reference data: only
 * an organisation administrator who is not a system administrator may use it; what they hide
 * leaves the decision form's type list; a forged type or hiding everything is refused with
 * nothing written; each save is one audit row.
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { createSession, loadSessionUser } from "../access/sessions.server";
import { decisionTypeOptions } from "../decisions/form-schema.server";
import { TEXT } from "../messages";
import { decisionTypeViewsPage, saveDecisionTypeViews } from "./decision-type-views.server";
import { administeredOrganizationUids } from "./org-admin-scope.server";

const t = useDemoDatabase();

const idOf = (username: string) => t.idOf(username);
async function signedIn(username: string) {
  const { id } = await createSession(idOf(username), { address: "192.0.2.9", userAgent: "test" });
  return loadSessionUser(idOf(username), id, Date.now() + 60_000)!;
}
const auditCount = () =>
  (
    t.db.$client.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'organization.dtview.update'").get() as {
      n: number;
    }
  ).n;
const formTypes = () =>
  decisionTypeOptions("6013", t.db)
    .map((o) => o.value)
    .sort();

describe("who may use it", () => {
  it("the organisation administrator of 6013, not the system administrator nor a clerk", async () => {
    expect(administeredOrganizationUids((await signedIn("orgadmin")).access)).toEqual(["6013"]);
    expect(administeredOrganizationUids((await signedIn("admin")).access)).toEqual([]);
    expect(decisionTypeViewsPage((await signedIn("submitter")).access)).toEqual({ ok: false, reason: "forbidden" });
    expect(decisionTypeViewsPage((await signedIn("orgadmin")).access, "another-org")).toEqual({
      ok: false,
      reason: "forbidden",
    });
  });
});

describe("hiding types", () => {
  it("lists the types open to the body, all visible at first", async () => {
    const page = decisionTypeViewsPage((await signedIn("orgadmin")).access);
    if (!page.ok) throw new Error("refused");
    expect(page.org.uid).toBe("6013");
    expect(page.types.map((x) => x.uid).sort()).toEqual(formTypes());
    expect(page.types.every((x) => x.visible)).toBe(true);
  });

  it("a hidden type leaves the form's list; showing it again brings it back; one audit row each", async () => {
    const user = await signedIn("orgadmin");
    const all = formTypes();
    const keep = all.filter((uid) => uid !== "Δ.1" && uid !== "Β.1.3");
    const before = auditCount();
    expect(saveDecisionTypeViews(user, "6013", keep)).toMatchObject({ ok: true, hidden: ["Β.1.3", "Δ.1"].sort() });
    expect(formTypes()).toEqual(keep);
    const page = decisionTypeViewsPage(user.access);
    expect(page.ok && page.types.find((x) => x.uid === "Δ.1")?.visible).toBe(false);
    expect(saveDecisionTypeViews(user, undefined, all)).toMatchObject({ ok: true, hidden: [] });
    expect(formTypes()).toEqual(all);
    expect(auditCount()).toBe(before + 2);
  });

  it("refuses a forged type and an empty choice, writing nothing", async () => {
    const user = await signedIn("orgadmin");
    const before = auditCount();
    expect(saveDecisionTypeViews(user, "6013", ["Β.1.3", "NO.SUCH"])).toEqual({
      ok: false,
      reason: "invalid",
      message: TEXT.invalidOption,
    });
    expect(saveDecisionTypeViews(user, "6013", [])).toEqual({
      ok: false,
      reason: "invalid",
      message: TEXT.decisionTypeViewsEmpty,
    });
    expect(saveDecisionTypeViews(await signedIn("admin"), "6013", ["Β.1.3"])).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(auditCount()).toBe(before);
    expect(formTypes()).toContain("Δ.1");
  });
});
