import os from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./env";

describe("configuration", () => {
  it("has working defaults outside production, with the public URL derived from HOST and PORT", () => {
    const config = parseConfig({});
    expect(config.NODE_ENV).toBe("development");
    expect(config.publicUrl).toBe("http://127.0.0.1:3000");
    expect(parseConfig({ HOST: "0.0.0.0", PORT: "8080" }).publicUrl).toBe("http://127.0.0.1:8080");
    expect(parseConfig({ PUBLIC_URL: "https://register.example.org/" }).publicUrl).toBe("https://register.example.org");
  });

  it("stops with one message that lists every bad variable", () => {
    let error: unknown;
    try {
      parseConfig({ NODE_ENV: "production", PORT: "eighty", SMTP_URL: "mail.example.org" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ["PORT", "SMTP_URL", "PUBLIC_URL", "SESSION_SECRET", "SIGNING_P12_PATH"])
      expect(message).toContain(name);
  });

  // Decision 148: worker threads for a publication's PDF work, 1 by default, 0 to keep it in process.
  it("reads PDF_THREADS from 0 to 16, 2 when empty or unset, and refuses anything else in Greek", () => {
    expect(parseConfig({}).PDF_THREADS).toBe(2);
    expect(parseConfig({ PDF_THREADS: " " }).PDF_THREADS).toBe(2);
    expect(parseConfig({ PDF_THREADS: "0" }).PDF_THREADS).toBe(0);
    expect(parseConfig({ PDF_THREADS: "16" }).PDF_THREADS).toBe(16);
    for (const bad of ["17", "-1", "1.5", "two"])
      expect(() => parseConfig({ PDF_THREADS: bad }), bad).toThrow(
        /PDF_THREADS: πρέπει να είναι ακέραιος από 0 έως 16/,
      );
  });

  // Decision 164: every core in production, one process elsewhere; WEB_PROCESSES overrides both.
  it("serves with one web process per core in production, one otherwise, or WEB_PROCESSES", () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://register.example.org",
      SESSION_SECRET: "a".repeat(40),
      SIGNING_P12_PATH: "/etc/register/signing.p12",
      SIGNING_P12_PASSPHRASE: "secret",
    };
    expect(parseConfig(production).webProcesses).toBe(os.availableParallelism());
    expect(parseConfig({ ...production, WEB_PROCESSES: "1" }).webProcesses).toBe(1);
    expect(parseConfig({}).webProcesses).toBe(1);
    expect(parseConfig({ WEB_PROCESSES: "3" }).webProcesses).toBe(3);
    expect(() => parseConfig({ WEB_PROCESSES: "0" })).toThrow(/WEB_PROCESSES: πρέπει να είναι ακέραιος από 1 έως 64/);
  });

  it("splits rotated session secrets", () => {
    expect(parseConfig({ SESSION_SECRET: "new, old" }).sessionSecrets).toEqual(["new", "old"]);
  });

  // Issue 8 (H8): the decision form's outside services.
  it("reads the VAT and e-procurement services, with 5 s timeouts, and refuses GGPS without credentials", () => {
    const config = parseConfig({
      VIES_URL: "https://vies.example.eu/rest-api",
      EPROCUREMENT_URL: "http://eproc.local",
    });
    expect(config.VIES_URL).toBe("https://vies.example.eu/rest-api");
    expect(config.GGPS_URL).toBeUndefined();
    expect([config.VAT_TIMEOUT_MS, config.EPROCUREMENT_TIMEOUT_MS]).toEqual([5000, 5000]);
    expect(() => parseConfig({ VIES_URL: "ftp://vies.example.eu" })).toThrow(/VIES_URL/);
    expect(() => parseConfig({ GGPS_URL: "https://ggps.example.gr/ws", GGPS_USERNAME: "u" })).toThrow(/GGPS_PASSWORD/);
    expect(
      parseConfig({ GGPS_URL: "https://ggps.example.gr/ws", GGPS_USERNAME: "u", GGPS_PASSWORD: "p" }).GGPS_URL,
    ).toBe("https://ggps.example.gr/ws");
  });
});
