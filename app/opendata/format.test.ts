import { describe, expect, it } from "vitest";
import { acceptedFormat, readAddress } from "./format";

describe("the call and format of an OpenData address", () => {
  it("a .json or .xml suffix wins over Accept; a trailing slash names the same call", () => {
    expect(readAddress("/types.xml", "application/json")).toEqual({ segments: ["types"], format: "xml" });
    expect(readAddress("/types.JSON/", "application/xml")).toEqual({ segments: ["types"], format: "json" });
    expect(readAddress("/organizations/6174/units/", null)).toEqual({
      segments: ["organizations", "6174", "units"],
      format: "json",
    });
  });

  it("segments are decoded once (a Greek ADA, a type uid with dots stays whole)", () => {
    const ada = encodeURIComponent("Ψ11446ΜΓΨ7-ΠΚΛ");
    expect(readAddress(`/decisions/${ada}.xml`, null)).toEqual({
      segments: ["decisions", "Ψ11446ΜΓΨ7-ΠΚΛ"],
      format: "xml",
    });
    expect(readAddress(`/types/${encodeURIComponent("Β.1.3")}/details`, null)?.segments).toEqual([
      "types",
      "Β.1.3",
      "details",
    ]);
    expect(readAddress("/decisions/%E0%A4%A", null)).toBeNull();
  });

  it("Accept picks by q-value, then by order; other types are no preference", () => {
    expect(acceptedFormat("application/xml")).toBe("xml");
    expect(acceptedFormat("text/xml")).toBe("xml");
    expect(acceptedFormat("application/xml;q=0.5, application/json")).toBe("json");
    expect(acceptedFormat("text/html, application/xml;q=0.9, */*;q=0.8")).toBe("xml");
    expect(acceptedFormat("application/json;q=0, application/xml")).toBe("xml");
    expect(acceptedFormat("text/html")).toBeNull();
    expect(acceptedFormat(null)).toBeNull();
    expect(readAddress("/types", "text/html")?.format).toBe("json");
  });
});
