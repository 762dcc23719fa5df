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

  it("splits rotated session secrets", () => {
    expect(parseConfig({ SESSION_SECRET: "new, old" }).sessionSecrets).toEqual(["new", "old"]);
  });
});
