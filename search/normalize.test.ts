import { describe, expect, it } from "vitest";
import { isCodeLike, normalizeText, queryWords } from "./normalize";

describe("normalizeText", () => {
  it.each([
    ["καθαρισμού", "ΚΑΘΑΡΙΣΜΟΥ"],
    ["Άρτα", "αρτα"],
    ["ΆΡΤΑ", "Αρτα"],
    ["ΐ", "ι"],
    ["Ϊ", "ι"],
    ["ευφυΐα", "ΕΥΦΥΙΑ"],
    ["ΣΟΦΟΣ", "σοφος"],
    ["σοφός", "σοφοσ"],
    ["ᾨδή", "ωδη"],
  ])("%s and %s normalise alike", (a, b) => {
    expect(normalizeText(a)).toBe(normalizeText(b));
  });

  it("lower-cases, strips marks and turns every sigma into σ", () => {
    expect(normalizeText("ΣΟΦΟΣ")).toBe("σοφοσ");
    expect(normalizeText("Άρτα")).toBe("αρτα");
    expect(normalizeText("ΐ")).toBe("ι");
    expect(normalizeText("Έγκριση δαπάνης, ΟΔΟΣ.")).toBe("εγκριση δαπανησ, οδοσ.");
  });

  it("keeps separators, so the tokenizer sees the same words", () => {
    expect(normalizeText("72/2025 ΑΔΣ")).toBe("72/2025 αδσ");
    expect(normalizeText("α\nβ")).toBe("α\nβ");
  });

  it("folds Latin look-alikes in codes: ADAs and protocol numbers typed on a Latin keyboard", () => {
    expect(normalizeText("6E0E46Y842-Φ46")).toBe(normalizeText("6Ε0Ε46Υ842-Φ46"));
    expect(normalizeText("PATAΩHK-ΘTZ")).toBe(normalizeText("ΡΑΤΑΩΗΚ-ΘΤΖ"));
    expect(normalizeText("4abe46kmn-opt")).toBe(normalizeText("4ΑΒΕ46ΚΜΝ-ΟΡΤ"));
    expect(normalizeText("E2281")).toBe(normalizeText("Ε2281"));
    // Dash look-alikes are hyphens.
    expect(normalizeText("ΡΑΤΑΩΗΚ–ΘΤΖ")).toBe(normalizeText("ΡΑΤΑΩΗΚ-ΘΤΖ"));
  });

  it("folds a Latin letter typed inside a Greek word", () => {
    expect(normalizeText("ΚΑΘΑΡIΣΜΟΥ")).toBe("καθαρισμου");
  });

  it("leaves plain Latin words alone", () => {
    expect(normalizeText("COVID MINI e-mail")).toBe("covid mini e-mail");
    expect(isCodeLike("mini")).toBe(false);
    expect(isCodeLike("e2281")).toBe(true);
    expect(isCodeLike("abcd-efg")).toBe(true);
  });

  it("handles characters outside the BMP", () => {
    expect(normalizeText("𝐀 😀 Α")).toBe("𝐀 😀 α");
  });
});

describe("queryWords", () => {
  it("cuts a query into words of index tokens", () => {
    expect(queryWords("  Έγκριση   ΔΑΠΑΝΗΣ ")).toEqual([["εγκριση"], ["δαπανησ"]]);
    expect(queryWords("6Ε0Ε46Ψ842-Φ46")).toEqual([["6ε0ε46ψ842", "φ46"]]);
    expect(queryWords("72/2025 ΑΔΣ")).toEqual([["72", "2025"], ["αδσ"]]);
    expect(queryWords("«ύδρευση»!")).toEqual([["υδρευση"]]);
    expect(queryWords(' " ')).toEqual([]);
  });
});
