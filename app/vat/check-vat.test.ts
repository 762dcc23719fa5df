/**
 * The VAT check (SPEC §5, §7) against a real local process that speaks the VIES REST and GGPS
 * protocols (tests/support/fake-services.ts): which service is asked, what each answer means,
 * and that a slow or failing service reads as «Αδυναμία ελέγχου εγκυρότητας», never as invalid.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MSG } from "#app/messages";
import { setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import { startFakeServices, type FakeServices } from "#tests/support/fake-services-process";
import { checkVat } from "./check-vat.server";
import { readGgpsAnswer } from "./ggps.server";

let services: FakeServices;
// The check reads the administration's VAT settings (none stored here: the environment decides).
const testDb = createTestDatabase();
const SETTINGS = ["VIES_URL", "GGPS_URL", "GGPS_USERNAME", "GGPS_PASSWORD", "VAT_TIMEOUT_MS"] as const;

function use(settings: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const key of SETTINGS) delete process.env[key];
  Object.assign(process.env, settings);
}

beforeAll(async () => {
  setDb(testDb.db);
  services = await startFakeServices();
});
afterAll(async () => {
  setDb(undefined);
  testDb.cleanup();
  use({});
  await services.stop();
});
afterEach(() => use({}));

describe("Greek numbers through GGPS", () => {
  it("a registered number is valid with its registered name", async () => {
    use(services.env);
    expect(await checkVat({ afm: "800189144" })).toEqual({
      status: "valid",
      valid: true,
      name: "ΔΗΜΟΣ ΛΗΜΝΟΥ",
      enterName: false,
      checkedBy: "GGPS",
    });
  });

  it("a number GGPS does not know is «Μη έγκυρος ΑΦΜ»", async () => {
    use(services.env);
    expect(await checkVat({ afm: "090010689", afmType: "EL" })).toMatchObject({
      status: "invalid",
      message: MSG.invalidAfm,
    });
  });

  it("a wrong check digit is refused locally, without asking", async () => {
    use({ ...services.env, GGPS_URL: "http://127.0.0.1:9/never" });
    expect(await checkVat({ afm: "987654321" })).toMatchObject({ status: "invalid", message: MSG.invalidAfm });
  });

  it("a service error, bad credentials or a timeout mean «Αδυναμία ελέγχου εγκυρότητας»", async () => {
    use(services.env);
    expect(await checkVat({ afm: "099362767" })).toMatchObject({
      status: "unavailable",
      message: MSG.afmServiceFailure,
    });
    use({ ...services.env, GGPS_USERNAME: "someone-else" });
    expect(await checkVat({ afm: "800189144" })).toMatchObject({ status: "unavailable" });
    use({ ...services.env, VAT_TIMEOUT_MS: "300" });
    const started = Date.now();
    expect(await checkVat({ afm: "000000000" })).toMatchObject({ status: "unavailable" });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("nothing listening is unavailable too", async () => {
    use({ GGPS_URL: "http://127.0.0.1:9/ggps", GGPS_USERNAME: "tester", GGPS_PASSWORD: "secret" });
    expect(await checkVat({ afm: "800189144" })).toMatchObject({ status: "unavailable" });
  });
});

describe("through VIES", () => {
  const viesOnly = () => ({ VIES_URL: services.env.VIES_URL });

  it("an EU number is valid with the member state's name", async () => {
    use(viesOnly());
    expect(await checkVat({ afm: "123456789", afmType: "EU", countryCode: "DE" })).toEqual({
      status: "valid",
      valid: true,
      name: "ACME GMBH",
      enterName: false,
      checkedBy: "VIES",
    });
  });

  it("valid without a name ('---'): the name must be typed, and the typed one is kept", async () => {
    use(viesOnly());
    expect(await checkVat({ afm: "111111111", afmType: "EU", countryCode: "DE", name: "ΒΗΤΑ GMBH" })).toMatchObject({
      status: "valid",
      name: "ΒΗΤΑ GMBH",
      enterName: true,
    });
  });

  it("valid:false is invalid and clears the name; a 4xx (INVALID_INPUT) is invalid", async () => {
    use(viesOnly());
    expect(await checkVat({ afm: "999999999", afmType: "EU", countryCode: "DE", name: "X" })).toEqual({
      status: "invalid",
      valid: false,
      name: null,
      enterName: false,
      message: MSG.invalidAfm,
    });
    expect(await checkVat({ afm: "12345", afmType: "EU", countryCode: "XX1" })).toMatchObject({
      status: "invalid",
    });
  });

  it("a member state that is down (500 MS_UNAVAILABLE) is unavailable", async () => {
    use(viesOnly());
    expect(await checkVat({ afm: "12345678", afmType: "EU", countryCode: "MT" })).toMatchObject({
      status: "unavailable",
      message: MSG.afmServiceFailure,
    });
  });

  it("without GGPS a Greek number goes to VIES as country EL (GR is read as EL)", async () => {
    use(viesOnly());
    expect(await checkVat({ afm: "EL 996887930", afmType: "EU", countryCode: "GR" })).toMatchObject({
      status: "valid",
      name: "ΑΛΦΑ ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ",
      checkedBy: "VIES",
    });
  });
});

describe("without services, and types that are not checked", () => {
  it("a Greek number is valid by its check digit alone, and the name must be typed", async () => {
    use({});
    expect(await checkVat({ afm: "090010689", name: "ΓΑΜΜΑ" })).toEqual({
      status: "valid",
      valid: true,
      name: "ΓΑΜΜΑ",
      enterName: true,
      checkedBy: "checksum",
    });
  });

  it("an EU number cannot be confirmed without VIES", async () => {
    use({});
    expect(await checkVat({ afm: "123456789", afmType: "EU", countryCode: "DE" })).toMatchObject({
      status: "unavailable",
    });
  });

  it("type EUP (and any other type) is not checked at all", async () => {
    use(services.env);
    expect(await checkVat({ afm: "anything at all", afmType: "EUP", name: "JOHN DOE" })).toEqual({
      status: "valid",
      valid: true,
      name: "JOHN DOE",
      enterName: true,
      checkedBy: "none",
    });
  });
});

describe("GGPS answers", () => {
  it("reads an unparsable body or an empty answer as unavailable", () => {
    expect(readGgpsAnswer("not xml <<")).toEqual({ kind: "unreachable" });
    expect(readGgpsAnswer("<a/>")).toEqual({ kind: "unreachable" });
  });
});
