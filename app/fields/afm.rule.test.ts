import { describe, expect, it } from "vitest";
import { MSG } from "../messages";
import { interpretVatService, isAfmChecksumValid, isAfmValid, parseAfm } from "./afm.rule";

// Real AFMs from reference/diavgeia.md §7.1 fixtures.
const REAL = ["996887930", "800189144", "090010689", "099362767"];

describe("AFM rule (SPEC §5, reference §7.1)", () => {
  it("accepts real AFMs and refuses a wrong check digit", () => {
    for (const afm of REAL) expect(isAfmChecksumValid(afm)).toBe(true);
    expect(isAfmChecksumValid("987654321")).toBe(false);
    expect(isAfmChecksumValid("996887931")).toBe(false);
    expect(isAfmChecksumValid("99688793")).toBe(false);
  });

  it("checks types EL and EU (Greek country) and leaves other types alone", () => {
    expect(isAfmValid({ afm: "987654321", afmType: "EL", countryCode: "EL" })).toBe(false);
    expect(isAfmValid({ afm: "987654321", afmType: "EU", countryCode: "EL" })).toBe(false);
    expect(isAfmValid({ afm: "DE123456789", afmType: "EU", countryCode: "DE" })).toBe(true);
    expect(isAfmValid({ afm: "bad id!", afmType: "EU", countryCode: "DE" })).toBe(false);
    expect(isAfmValid({ afm: "anything", afmType: "NO_VAT", countryCode: "EL" })).toBe(true);
  });

  it("parses a typed number as EL by default, with «Μη έγκυρος ΑΦΜ» on failure", () => {
    expect(parseAfm(" EL 800189144 ")).toEqual({ ok: true, value: "800189144" });
    expect(parseAfm("987654321")).toEqual({ ok: false, message: MSG.invalidAfm });
    expect(parseAfm("12345")).toEqual({ ok: false, message: MSG.invalidAfm });
  });

  it("parses the JSON person object", () => {
    expect(parseAfm({ afm: "800189144", afmType: "EL", name: "ΔΗΜΟΣ" })).toEqual({
      ok: true,
      value: { afm: "800189144", afmType: "EL", name: "ΔΗΜΟΣ" },
    });
    expect(parseAfm({ afm: "987654321" })).toEqual({ ok: false, message: MSG.invalidAfm });
    expect(parseAfm({ afm: "X-1", afmType: "OTHER" }).ok).toBe(true);
  });
});

describe("VAT service answer (SPEC §5)", () => {
  it("4xx is invalid, other failures are «Αδυναμία ελέγχου εγκυρότητας»", () => {
    expect(interpretVatService({ kind: "response", status: 404 })).toMatchObject({
      valid: false,
      message: MSG.invalidAfm,
    });
    expect(interpretVatService({ kind: "response", status: 503 })).toMatchObject({
      valid: false,
      message: MSG.afmServiceFailure,
    });
    expect(interpretVatService({ kind: "unreachable" })).toMatchObject({
      valid: false,
      message: MSG.afmServiceFailure,
    });
  });

  it("valid only on valid:true; otherwise the name is cleared and enterName is false", () => {
    expect(
      interpretVatService({ kind: "response", status: 200, body: { valid: false, name: "X", enterName: true } }),
    ).toEqual({
      valid: false,
      message: MSG.invalidAfm,
      name: null,
      enterName: false,
    });
    expect(interpretVatService({ kind: "response", status: 200, body: { valid: true, name: "ΑΛΦΑ ΑΕ" } })).toEqual({
      valid: true,
      name: "ΑΛΦΑ ΑΕ",
      enterName: false,
    });
  });

  it("takes the name from the form when one must be entered and none came back", () => {
    expect(
      interpretVatService({ kind: "response", status: 200, body: { valid: true, enterName: true } }, "ΒΗΤΑ ΟΕ"),
    ).toEqual({ valid: true, name: "ΒΗΤΑ ΟΕ", enterName: true });
  });
});
