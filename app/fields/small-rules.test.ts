import { describe, expect, it } from "vitest";
import { MSG, TEXT } from "../messages";
import { parseAdaField } from "./ada.rule";
import { checkboxSchema } from "./checkbox.rule";
import { parseEmailList } from "./email-list.rule";
import { optionSchema, optionsSchema, parseOption } from "./options.rule";
import { parseText, textSchema } from "./text.rule";

describe("ADA field (SPEC §5)", () => {
  it("accepts the ADA shape, canonicalising Latin look-alikes", () => {
    expect(parseAdaField("Ψ68ΩΩΗ6-3ΓΦ")).toEqual({ ok: true, value: "Ψ68ΩΩΗ6-3ΓΦ" });
    expect(parseAdaField("6ENΠΘΩΗ6-B64".replace("EN", "Ν"))).toEqual({ ok: true, value: "6ΝΠΘΩΗ6-Β64" });
  });
  it("refuses anything else with «Μη έγκυρος ΑΔΑ»", () => {
    for (const v of ["123", "ABC-DEF-GHI", "Ψ68ΩΩΗ6-3Γ", 12345]) {
      expect(parseAdaField(v)).toEqual({ ok: false, message: MSG.invalidAda });
    }
  });
});

describe("text maxLength", () => {
  it("counts characters, not UTF-16 units", () => {
    expect(parseText("αβγ", 3)).toEqual({ ok: true, value: "αβγ" });
    expect(parseText("αβγδ", 3)).toEqual({ ok: false, message: TEXT.tooLong(3) });
    expect(textSchema(2000, { required: true }).safeParse("x".repeat(2001)).error?.issues[0].message).toBe(
      TEXT.tooLong(2000),
    );
  });
});

describe("COMBOBOX_SIMPLE options", () => {
  const options = [
    { value: "SKIP_VAT_REASON_1", label: "Μισθοδοσία" },
    { value: "SKIP_VAT_REASON_2", label: "Μαζικές αποζημιώσεις" },
  ];
  it("accepts only the offered values", () => {
    expect(optionSchema(options).parse("SKIP_VAT_REASON_1")).toBe("SKIP_VAT_REASON_1");
    expect(parseOption("SKIP_VAT_REASON_3", new Set(["SKIP_VAT_REASON_1"]))).toEqual({
      ok: false,
      message: TEXT.invalidOption,
    });
    expect(optionSchema(options).parse("")).toBeUndefined();
  });
  it("multiple: accepts a single value or a list, de-duplicated; one bad value fails all", () => {
    expect(optionsSchema(options).parse("SKIP_VAT_REASON_2")).toEqual(["SKIP_VAT_REASON_2"]);
    expect(optionsSchema(options).parse(["SKIP_VAT_REASON_2", "SKIP_VAT_REASON_2"])).toEqual(["SKIP_VAT_REASON_2"]);
    expect(optionsSchema(options).safeParse(["SKIP_VAT_REASON_2", "x"]).success).toBe(false);
    expect(optionsSchema(options, { required: true }).safeParse([]).error?.issues[0].message).toBe(MSG.required);
  });
});

describe("CHECKBOX", () => {
  it("absent is false, on/true is true", () => {
    const schema = checkboxSchema();
    expect(schema.parse(undefined)).toBe(false);
    expect(schema.parse("on")).toBe(true);
    expect(schema.parse(true)).toBe(true);
    expect(schema.parse(false)).toBe(false);
  });
});

describe("e-mail list", () => {
  it("splits on commas, semicolons and lines, dropping duplicates", () => {
    expect(parseEmailList("a@example.org, b@example.org\nA@example.org;c@example.gr")).toEqual({
      ok: true,
      value: ["a@example.org", "b@example.org", "c@example.gr"],
    });
    expect(parseEmailList(["a@example.org"])).toEqual({ ok: true, value: ["a@example.org"] });
  });
  it("names the first bad address", () => {
    expect(parseEmailList("a@example.org, not-an-address")).toEqual({
      ok: false,
      message: `${TEXT.invalidEmail}: not-an-address`,
    });
  });
});
