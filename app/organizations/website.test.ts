import { describe, expect, it } from "vitest";
import { websiteLinks } from "./website";

describe("an organisation's website as links", () => {
  it("makes a link of each address in the field, adding the scheme where it is missing", () => {
    expect(websiteLinks("http://WWW.olympus.gr www.litohoro.gr, www.dion-olympos.gr")).toEqual({
      links: [
        { href: "http://www.olympus.gr/", label: "http://WWW.olympus.gr" },
        { href: "http://www.litohoro.gr/", label: "www.litohoro.gr" },
        { href: "http://www.dion-olympos.gr/", label: "www.dion-olympos.gr" },
      ],
      rest: [],
    });
  });

  it("keeps what is no web address as text", () => {
    expect(websiteLinks("https://www.gov.gr υπό κατασκευή")).toEqual({
      links: [{ href: "https://www.gov.gr/", label: "https://www.gov.gr" }],
      rest: ["υπό", "κατασκευή"],
    });
  });
});
