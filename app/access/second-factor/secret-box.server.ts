/**
 * Authenticator secrets are kept sealed (AES-256-GCM), so a copy of the database alone does not
 * let anyone produce a user's codes. The key is derived (HKDF) from SESSION_SECRET, which
 * production requires; every secret of the rotation list can open a sealed value, the first one
 * seals. Without SESSION_SECRET (development, tests) a fixed development key is used: demo data
 * must survive a restart, and nothing there is secret.
 */
import crypto from "node:crypto";
import { config } from "#config/env";

const DEVELOPMENT_SECRET = "development-only: set SESSION_SECRET in production";
const FORMAT = "v1";

function keyFrom(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, "decisions-register", "second-factor-secret", 32));
}

function keys(): Buffer[] {
  const secrets = config().sessionSecrets;
  return (secrets.length > 0 ? secrets : [DEVELOPMENT_SECRET]).map(keyFrom);
}

export function seal(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keys()[0], iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [FORMAT, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The sealed value, or null when no configured key opens it (the secret was rotated away). */
export function unseal(value: string): string | null {
  const [format, iv, tag, sealed] = value.split(".");
  if (format !== FORMAT || !iv || !tag || sealed === undefined) return null;
  for (const key of keys()) {
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      // Not this key: try the next one of the rotation list.
    }
  }
  return null;
}
