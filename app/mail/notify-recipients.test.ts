/**
 * The register-wide default recipients (SPEC §7 notifyRecipients) against a real SQLite file: a
 * bad address is refused with nothing stored; a saved list is what the decision form proposes to
 * a user without a list of their own, while a user's own list still wins; each save is audited.
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { loadSessionUser, createSession } from "../access/sessions.server";
import { loadDecisionForm } from "../decisions/form-schema.server";
import { notifyRecipients, saveNotifyRecipients } from "./notify-recipients.server";

const t = useDemoDatabase();

async function formRecipientsOf(username: string) {
  const userId = t.idOf(username);
  const { id } = await createSession(userId, { address: "192.0.2.9", userAgent: "test" });
  const user = loadSessionUser(userId, id, Date.now() + 60_000)!;
  const form = loadDecisionForm({ typeUid: "Β.1.3", orgUid: "6013", access: user.access, userId });
  return form?.defaultRecipients;
}

describe("the default recipients of publication notices", () => {
  it("refuse a bad address in Greek and store nothing", () => {
    const admin = { id: t.idOf("admin") };
    const refused = saveNotifyRecipients(admin, "grammateia@example.gr\nnot an address");
    expect(refused).toEqual({ ok: false, message: expect.stringContaining("not an address") });
    expect(notifyRecipients()).toEqual([]);
  });

  it("are what the decision form proposes to a user without a list of their own; a user's own list wins", async () => {
    const admin = { id: t.idOf("admin") };
    expect(await formRecipientsOf("submitter")).toEqual([]);
    expect(saveNotifyRecipients(admin, "grammateia@example.gr, press@example.gr")).toEqual({
      ok: true,
      recipients: ["grammateia@example.gr", "press@example.gr"],
    });
    expect(await formRecipientsOf("submitter")).toEqual(["grammateia@example.gr", "press@example.gr"]);
    t.db.$client
      .prepare("INSERT INTO decision_defaults (user_id, kind, value) VALUES (?, 'mailrecipients', ?)")
      .run(t.idOf("submitter"), JSON.stringify(["own@example.gr"]));
    expect(await formRecipientsOf("submitter")).toEqual(["own@example.gr"]);
    const audits = t.db.$client
      .prepare(
        "SELECT count(*) AS n FROM audit_log WHERE action = 'setting.write' AND entity_id = 'mail.notifyRecipients'",
      )
      .get() as { n: number };
    expect(audits.n).toBe(1);
  });
});
