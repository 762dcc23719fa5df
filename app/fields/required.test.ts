import { describe, expect, it } from "vitest";
import { MSG } from "../messages";
import { check, ok } from "./rule";
import { emptyToUndefined, isMissing } from "./required";
import { parseText } from "./text.rule";

describe("required rule (SPEC §5)", () => {
  it("treats undefined, null, an empty string and an empty array as missing", () => {
    for (const value of [undefined, null, "", []]) expect(isMissing(value)).toBe(true);
    for (const value of ["x", 0, false, ["a"], {}]) expect(isMissing(value)).toBe(false);
  });

  it("turns empty text (and spaces only) into undefined and trims other text", () => {
    expect(emptyToUndefined("")).toBeUndefined();
    expect(emptyToUndefined("   ")).toBeUndefined();
    expect(emptyToUndefined("  a ")).toBe("a");
    expect(emptyToUndefined(["", " b", "  "])).toEqual(["b"]);
  });

  it("treats a file input left empty as missing", () => {
    expect(emptyToUndefined(new File([], ""))).toBeUndefined();
    expect(emptyToUndefined(new File(["x"], "a.pdf"))).toBeInstanceOf(File);
  });

  it("reports the SPEC message only when the field is required", () => {
    const parse = (v: unknown) => parseText(v);
    expect(check(parse, " ", { required: true })).toEqual({ ok: false, message: MSG.required });
    expect(check(parse, [], { required: true })).toEqual({ ok: false, message: MSG.required });
    expect(check(parse, " ")).toEqual(ok(undefined));
    expect(check(parse, " a ", { required: true })).toEqual(ok("a"));
  });
});

describe("required rule on composite values", () => {
  it("treats an object of empty members as empty and drops empty members otherwise", () => {
    expect(emptyToUndefined({ afm: " ", name: "" })).toBeUndefined();
    expect(emptyToUndefined({ afm: "800189144", name: "" })).toEqual({ afm: "800189144" });
    expect(emptyToUndefined([{ kae: "" }, { kae: "1" }])).toEqual([{ kae: "1" }]);
  });
});
