import { describe, expect, it } from "vitest";
import { hasValidCheckGroup, isValidAda, makeAda, normalizeAda, organizationAdaCode, parseAda } from "./ada";

describe("ADA", () => {
  it("accepts real Diavgeia ADAs of every observed length", () => {
    for (const ada of ["Ψ11446ΜΓΨ7-ΠΚΛ", "6Ε0Ε46Ψ842-Φ46", "ΡΑΤΑΩΗΚ-ΘΤΖ", "ΒΙΞΞΩ6Μ-ΕΕΜ", "Ρ4ΙΞΝ-9ΜΝ"])
      expect(parseAda(ada)).toBe(ada);
  });

  it("rejects malformed input", () => {
    for (const bad of [
      "",
      "xyz",
      "ΑΒΓ-ΔΕΖ",
      "ΑΒΓΔΕ-ΔΕ",
      "ΑΒΓΔΕ-ΔΕΖΗ",
      "ΑΒΓΔΕΖΗΘΙΚΛ-ΔΕΖ",
      "ΑΒΓΔΕ_ΔΕΖ",
      "ΑΒΓΔΕ-ΔΕ!",
      "QWERT-ABC",
    ])
      expect(isValidAda(bad), bad).toBe(false);
  });

  it("reads Latin look-alike letters, lower case and accents as the Greek capitals", () => {
    // "6E0E46Ψ842-Φ46" typed with Latin E; "ρατα..." in lower case with a tonos.
    expect(parseAda("6E0E46Ψ842-Φ46")).toBe("6Ε0Ε46Ψ842-Φ46");
    expect(parseAda(" ρατάωηκ-θτζ ")).toBe("ΡΑΤΑΩΗΚ-ΘΤΖ");
    expect(parseAda("BIΞΞΩ6M-EEM")).toBe("ΒΙΞΞΩ6Μ-ΕΕΜ");
    expect(normalizeAda("ΑΒΓ–123")).toBe("ΑΒΓ-123");
  });

  it("makes ADAs that parse, differ per serial and per organisation, and carry a check group", () => {
    const seen = new Set<string>();
    for (let org = 0; org < 30; org++)
      for (let serial = 0; serial < 300; serial++) {
        const ada = makeAda(organizationAdaCode(org * 997), serial * 4099);
        expect(parseAda(ada)).toBe(ada);
        expect(hasValidCheckGroup(ada)).toBe(true);
        seen.add(ada);
      }
    expect(seen.size).toBe(30 * 300);
  });

  it("detects a mistyped character of one of our ADAs", () => {
    const ada = makeAda(organizationAdaCode(42), 123456);
    const typo = (ada[0] === "1" ? "2" : "1") + ada.slice(1);
    expect(isValidAda(typo)).toBe(true);
    expect(hasValidCheckGroup(typo)).toBe(false);
  });
});
