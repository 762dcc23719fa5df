/**
 * The VAT services' settings stored by an administrator (issue 17) against a real SQLite file and
 * the local VIES/GGPS process: stored settings replace the environment's at once, the GGPS
 * password is sealed at rest, and the connection test tells a working service from a wrong one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditOf } from "#app/audit.server";
import { startFakeServices, type FakeServices } from "#tests/support/fake-services-process";
import { useDemoDatabase } from "#tests/support/demo-db";
import { checkVat } from "./check-vat.server";
import { testVatConnection } from "./connection-test.server";
import { endpointFrom, saveVatSettings, vatEndpoints, vatSettingsView } from "./vat-settings.server";

let services: FakeServices;
const testDb = useDemoDatabase();
const admin = { id: 1 };
const ENV_KEYS = ["VIES_URL", "GGPS_URL", "GGPS_USERNAME", "GGPS_PASSWORD"];

beforeAll(async () => {
  services = await startFakeServices();
});
afterAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key];
  await services.stop();
});

describe("VAT service settings", () => {
  it("stored settings replace the environment's for the next check, with the password sealed", async () => {
    for (const key of ENV_KEYS) delete process.env[key];
    // Nothing configured: a Greek number is checked by its check digit alone.
    expect(await checkVat({ afm: "800189144" })).toMatchObject({ valid: true, checkedBy: "checksum" });
    saveVatSettings(admin, "ggps", {
      url: services.env.GGPS_URL,
      timeoutMs: 3000,
      username: "tester",
      newPassword: "secret",
    });
    expect(await checkVat({ afm: "800189144" })).toMatchObject({ name: "ΔΗΜΟΣ ΛΗΜΝΟΥ", checkedBy: "GGPS" });
    const stored = testDb.db.$client
      .prepare("SELECT value FROM config_entries WHERE category='vat' AND key='ggps'")
      .get() as {
      value: string;
    };
    expect(stored.value).not.toContain("secret");
    expect(vatSettingsView("ggps")).toMatchObject({ username: "tester", passwordSet: true, stored: true });
    expect(auditOf("setting", "vat.ggps", testDb.db).map((a) => a.action)).toEqual(["setting.write"]);

    // Saving again without a new password keeps the stored one.
    saveVatSettings(admin, "ggps", { url: services.env.GGPS_URL, timeoutMs: 3000, username: "tester" });
    expect(vatEndpoints().ggps?.password).toBe("secret");
  });

  it("the connection test succeeds against the service and fails, in Greek, for a wrong password or address", async () => {
    const good = endpointFrom("ggps", { url: services.env.GGPS_URL, timeoutMs: 3000, username: "tester" });
    expect(await testVatConnection("ggps", good)).toEqual({
      ok: true,
      message: "Η σύνδεση με την υπηρεσία ΓΓΠΣ (ΑΑΔΕ) λειτουργεί: απάντησε για τον ΑΦΜ 090000045.",
    });
    const wrongUser = await testVatConnection("ggps", { ...good, username: "intruder" });
    expect(wrongUser.ok).toBe(false);
    expect(wrongUser.message).toMatch(/^Η σύνδεση με την υπηρεσία ΓΓΠΣ \(ΑΑΔΕ\) απέτυχε/);
    const vies = { url: services.env.VIES_URL, timeoutMs: 3000, username: "", password: "" };
    expect((await testVatConnection("vies", vies)).ok).toBe(true);
    expect((await testVatConnection("vies", { ...vies, url: `${services.env.VIES_URL}/nowhere` })).ok).toBe(false);
    expect(await testVatConnection("vies", { ...vies, url: "" })).toEqual({
      ok: false,
      message: "Η υπηρεσία VIES δεν έχει οριστεί: συμπληρώστε πρώτα τη διεύθυνσή της.",
    });
  });
});
