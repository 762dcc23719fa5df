import { describe, expect, it } from "vitest";
import { contactFormAddress } from "./contact-form";

const BASE = "https://tickets.example.org/new?service=register";

describe("contactFormAddress", () => {
  it("gives a citizen the configured address as it is", () => {
    expect(contactFormAddress(BASE, null)).toBe(BASE);
  });

  it("adds an organisation user's details to the site's own query, Greek encoded, blanks left out", () => {
    const url = new URL(
      contactFormAddress(BASE, {
        organizationId: "6013",
        organizationName: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ & ΠΕΡΙΧΩΡΑ",
        username: "submitter",
        firstName: "Γιώργος",
        lastName: "Δημητρίου",
        phone: null,
        email: "submitter@example.org",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://tickets.example.org/new");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: "register",
      organizationId: "6013",
      organizationName: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ & ΠΕΡΙΧΩΡΑ",
      username: "submitter",
      firstName: "Γιώργος",
      lastName: "Δημητρίου",
      email: "submitter@example.org",
    });
  });
});
