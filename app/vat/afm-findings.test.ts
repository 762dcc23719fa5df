/**
 * The VAT check on save against the local VIES/GGPS process: invalid numbers are errors on their
 * field, an unavailable service only an ignorable warning, at any depth of the extra fields.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "#app/messages";
import { setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import { startFakeServices, type FakeServices } from "#tests/support/fake-services-process";
import { afmFindings } from "./afm-findings.server";

let services: FakeServices;
// The check reads the administration's VAT settings (none stored here: the environment decides).
const testDb = createTestDatabase();
beforeAll(async () => {
  setDb(testDb.db);
  services = await startFakeServices();
  Object.assign(process.env, services.env);
});
afterAll(async () => {
  setDb(undefined);
  testDb.cleanup();
  for (const key of Object.keys(services.env)) delete process.env[key];
  await services.stop();
});

describe("AFM findings on save", () => {
  it("finds persons at any depth: invalid is an error, unavailable an ignorable warning, valid nothing", async () => {
    const values = {
      person: [
        { afm: "800189144", afmType: "EL", name: "ΔΗΜΟΣ ΛΗΜΝΟΥ" },
        { afm: "090010689", afmType: "EL" },
      ],
      sponsor: [{ sponsorAFMName: { afm: "12345678", afmType: "EU", afmCountry: "MT" } }],
      other: { afm: "JOHN-1", afmType: "EUP" },
    };
    expect(await afmFindings(values)).toEqual({
      errors: [{ path: "extraFieldValues.person[1].afm", message: MSG.invalidAfm, canBeIgnored: false }],
      warnings: [
        {
          path: "extraFieldValues.sponsor[0].sponsorAFMName.afm",
          message: `${MSG.afmServiceFailure}: 12345678`,
          canBeIgnored: true,
        },
      ],
    });
  });

  it("nothing to check is nothing found", async () => {
    expect(await afmFindings({ amount: 3, list: ["a"] })).toEqual({ errors: [], warnings: [] });
    expect(await afmFindings(undefined)).toEqual({ errors: [], warnings: [] });
  });
});
