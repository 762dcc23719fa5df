/** A VAT service's settings as typed (page or JSON): the service off, bad fields, GGPS credentials. */
import { describe, expect, it } from "vitest";
import { checkVatSettings } from "./vat-settings-input";

describe("the typed VAT service settings", () => {
  it("allow an empty address (the service off) and refuse a bad address or timeout", () => {
    expect(checkVatSettings("vies", { url: "", timeoutMs: "5000", username: "", password: "" }, false)).toEqual({
      ok: true,
      value: { url: "", timeoutMs: 5000 },
    });
    const bad = checkVatSettings("vies", { url: "ftp://x", timeoutMs: "10", username: "", password: "" }, false);
    expect(bad.ok ? null : Object.keys(bad.errors)).toEqual(["url", "timeoutMs"]);
  });

  it("ask GGPS for a username and a password, a stored password standing in for a blank field", () => {
    const draft = { url: "https://ggps.example.gr/ws", timeoutMs: 3000, username: "registry", password: "" };
    expect(checkVatSettings("ggps", draft, false).ok).toBe(false);
    expect(checkVatSettings("ggps", draft, true)).toEqual({
      ok: true,
      value: { url: "https://ggps.example.gr/ws", timeoutMs: 3000, username: "registry", newPassword: undefined },
    });
  });
});
