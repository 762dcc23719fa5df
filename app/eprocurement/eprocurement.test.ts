/**
 * The e-procurement import (SPEC §2, §5): the ΑΔΑΜ rule at its boundaries, and the import against
 * a real local process that answers like the e-procurement service (tests/support/fake-services.ts).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { seedReference } from "#db/seed";
import { TEXT } from "#app/messages";
import { startFakeServices, type FakeServices } from "#tests/support/fake-services-process";
import { createTestDatabase } from "#tests/support/test-db";
import { importEprocurement } from "./import.server";
import { importedValues } from "./metadata";
import { checkReference } from "./reference";

describe("the ΑΔΑΜ rule (SPEC §5)", () => {
  it("accepts the ΚΗΜΔΗΣ format with the type's qualifier, spaces and small letters forgiven", () => {
    expect(checkReference("Β.1.3", "22REQ012345678")).toEqual({ ok: true, adam: "22REQ012345678", qualifier: "REQ" });
    expect(checkReference("Δ.1", " 22awrd 012345678 ")).toMatchObject({ ok: true, adam: "22AWRD012345678" });
    expect(checkReference("Δ.1", "23SYMV000000001")).toMatchObject({ ok: true, qualifier: "SYMV" });
  });

  it("refuses a qualifier that belongs to another type, naming the expected ones", () => {
    expect(checkReference("Δ.2.2", "22REQ012345678")).toEqual({
      ok: false,
      field: "adam",
      message: TEXT.eprocWrongQualifier(["AWRD"]),
    });
    expect(TEXT.eprocWrongQualifier(["AWRD", "SYMV"])).toBe(
      "Ο ΑΔΑΜ δεν αντιστοιχεί στον τύπο πράξης: αναμένεται AWRD ή SYMV.",
    );
  });

  it("refuses a wrong shape: 8 or 10 digits, no year, unknown qualifier", () => {
    for (const bad of ["22REQ01234567", "22REQ0123456789", "REQ012345678", "22XYZ012345678", "2REQ012345678", ""]) {
      expect(checkReference("Β.1.3", bad)).toEqual({ ok: false, field: "adam", message: TEXT.eprocInvalidReference });
    }
  });

  it("refuses a type outside the supported list", () => {
    expect(checkReference("Α.2", "22REQ012345678")).toEqual({
      ok: false,
      field: "type",
      message: TEXT.eprocUnsupportedType,
    });
    expect(checkReference("toString", "22REQ012345678")).toMatchObject({ ok: false, field: "type" });
  });
});

describe("the service's record as the form's values", () => {
  it("fills only the fields the type has", () => {
    const doc = { title: "Τ", totalCostWithVAT: 10, cpvs: ["30192000-1"], contractors: [{ afm: "800189144" }] };
    expect(importedValues(doc, ["estimatedAmount.amount", "cpv"]).extraFieldValues).toEqual({
      estimatedAmount: { amount: 10, currency: "EUR" },
      cpv: ["30192000-1"],
    });
    expect(importedValues(doc, ["sponsor", "sponsor.sponsorAFMName"]).extraFieldValues).toEqual({
      sponsor: [
        {
          sponsorAFMName: { afm: "800189144", afmType: "EL", name: "" },
          expenseAmount: { amount: 10, currency: "EUR" },
          cpv: "30192000-1",
        },
      ],
    });
  });
});

describe("importEprocurement against a local service", () => {
  let services: FakeServices;
  const testDb = createTestDatabase();
  beforeAll(async () => {
    seedReference(testDb.db);
    setDb(testDb.db);
    services = await startFakeServices();
  });
  afterEach(() => {
    delete process.env.EPROCUREMENT_URL;
    delete process.env.EPROCUREMENT_TIMEOUT_MS;
  });
  afterAll(async () => {
    await services.stop();
    testDb.cleanup();
  });
  const useService = () => (process.env.EPROCUREMENT_URL = services.url);

  it("fills subject, protocol number, date and the award's persons, amount and CPV", async () => {
    useService();
    expect(await importEprocurement("Δ.1", "22AWRD012345678")).toEqual({
      ok: true,
      adam: "22AWRD012345678",
      values: {
        subject: "ΑΝΑΘΕΣΗ ΠΡΟΜΗΘΕΙΑΣ ΓΡΑΦΙΚΗΣ ΥΛΗΣ",
        protocolNumber: "1234/2022",
        issueDate: "2022-03-15",
        extraFieldValues: {
          person: [{ afm: "800189144", afmType: "EL", name: "ΔΗΜΟΣ ΛΗΜΝΟΥ" }],
          awardAmount: { amount: 1240.5, currency: "EUR" },
          cpv: ["30192000-1"],
        },
      },
    });
  });

  it("a record the service does not have is a 404 with a Greek message", async () => {
    useService();
    expect(await importEprocurement("Δ.1", "22AWRD099999999")).toEqual({
      ok: false,
      status: 404,
      field: "adam",
      message: TEXT.eprocNotFound,
    });
  });

  it("a failing, absent or unconfigured service says so clearly (503), and a bad reference never leaves", async () => {
    useService();
    expect(await importEprocurement("Δ.1", "22AWRD000000500")).toMatchObject({
      status: 503,
      message: TEXT.eprocUnavailable,
    });
    process.env.EPROCUREMENT_URL = "http://127.0.0.1:9";
    expect(await importEprocurement("Δ.1", "22AWRD012345678")).toMatchObject({ status: 503 });
    expect(await importEprocurement("Δ.1", "22REQ012345678")).toMatchObject({ status: 400, field: "adam" });
    delete process.env.EPROCUREMENT_URL;
    expect(await importEprocurement("Δ.1", "22AWRD012345678")).toMatchObject({
      status: 503,
      message: TEXT.eprocNotConfigured,
    });
  });
});
