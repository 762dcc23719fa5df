import { describe, expect, it } from "vitest";
import { csvDocument, csvField } from "./csv";

describe("CSV (RFC 4180)", () => {
  it("quotes only the fields that need it and doubles their quotes", () => {
    expect(csvField("Δήμος Αθηναίων")).toBe("Δήμος Αθηναίων");
    expect(csvField('Ανάθεση "Α", μελέτη')).toBe('"Ανάθεση ""Α"", μελέτη"');
    expect(csvField("δύο\nγραμμές")).toBe('"δύο\nγραμμές"');
  });

  it("starts with a byte order mark and ends every record with CRLF", () => {
    expect(
      csvDocument([
        ["a", "b"],
        ["1", "2"],
      ]),
    ).toBe("\uFEFFa,b\r\n1,2\r\n");
  });
});
