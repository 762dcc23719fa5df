/**
 * The SMTP settings an administrator stores (issue 17, SPEC §7 /config/mail/settings), over the
 * SMTP_URL and MAIL_FROM of config/env.ts. With no stored host the environment decides, as before
 * (SMTP_URL, or .eml files in OUTBOX_DIR). The password is stored sealed (AES-256-GCM,
 * app/access/second-factor/secret-box.server.ts) and never shown back.
 */
import { z } from "zod";
import { config } from "#config/env";
import { seal, unseal } from "#app/access/second-factor/secret-box.server";
import { getDb, type Db } from "#db/client";
import { readSetting, writeSetting } from "#app/settings/store.server";

export const MAIL_SETTINGS_KEY = "mail.settings";

const storedShape = z.object({
  host: z.string(),
  port: z.number().int().min(1).max(65535),
  secure: z.boolean(),
  user: z.string(),
  /** Sealed; "" when none. */
  passwordSealed: z.string(),
  from: z.string(),
});
export type StoredMailSettings = z.output<typeof storedShape>;

const NOTHING_STORED: StoredMailSettings = {
  host: "",
  port: 587,
  secure: false,
  user: "",
  passwordSealed: "",
  from: "",
};

export function storedMailSettings(db: Db = getDb()): StoredMailSettings {
  return readSetting(MAIL_SETTINGS_KEY, storedShape, NOTHING_STORED, db);
}

/** What the settings page shows: never the password, only whether one is set. */
export interface MailSettingsView {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  passwordSet: boolean;
  from: string;
  /** What applies when the host is left empty (the environment). */
  environment: { smtp: boolean; from: string };
}

export function mailSettingsView(): MailSettingsView {
  const s = storedMailSettings();
  return {
    host: s.host,
    port: s.port,
    secure: s.secure,
    user: s.user,
    passwordSet: s.passwordSealed !== "",
    from: s.from,
    environment: { smtp: Boolean(config().SMTP_URL), from: config().MAIL_FROM },
  };
}

export interface MailSettingsInput {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  /** A new password; undefined keeps the stored one. */
  newPassword?: string;
  clearPassword: boolean;
  from: string;
}

/** Stores the settings (validated by the caller's schema), audited, in the caller's transaction. */
export function writeMailSettings(
  tx: Parameters<typeof writeSetting>[0],
  actor: number,
  input: MailSettingsInput,
): void {
  const current = storedMailSettings();
  const passwordSealed = input.clearPassword
    ? ""
    : input.newPassword !== undefined
      ? seal(input.newPassword)
      : current.passwordSealed;
  const value: StoredMailSettings = {
    host: input.host,
    port: input.port,
    secure: input.secure,
    user: input.user,
    passwordSealed,
    from: input.from,
  };
  writeSetting(tx, MAIL_SETTINGS_KEY, value, actor);
}

export function saveMailSettings(actor: { id: number }, input: MailSettingsInput, db = getDb()): void {
  db.transaction((tx) => writeMailSettings(tx, actor.id, input));
}

/** How a message leaves: nodemailer SMTP options, or the .eml folder. */
export type MailTransportChoice =
  | {
      kind: "smtp";
      options: { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } } | { url: string };
      from: string;
    }
  | { kind: "folder"; dir: string; from: string };

/** The environment's transport alone (SMTP_URL or the .eml folder, MAIL_FROM). */
export function environmentTransport(): MailTransportChoice {
  const env = config();
  if (env.SMTP_URL) return { kind: "smtp", options: { url: env.SMTP_URL }, from: env.MAIL_FROM };
  return { kind: "folder", dir: env.OUTBOX_DIR, from: env.MAIL_FROM };
}

/** The transport of the next message: the stored settings when they name a host, else the environment's. */
export function mailTransportChoice(db: Db = getDb()): MailTransportChoice {
  const s = storedMailSettings(db);
  return transportOf({ ...s, pass: s.passwordSealed ? unseal(s.passwordSealed) : null });
}

/**
 * The transport `input` would give once stored, without storing it (the settings page's test
 * message): a password left empty is the stored one, unless the form clears it.
 */
export function typedTransportChoice(input: MailSettingsInput, db: Db = getDb()): MailTransportChoice {
  const stored = storedMailSettings(db).passwordSealed;
  const pass = input.clearPassword ? null : (input.newPassword ?? (stored ? unseal(stored) : null));
  return transportOf({ ...input, pass });
}

function transportOf(s: Omit<StoredMailSettings, "passwordSealed"> & { pass: string | null }): MailTransportChoice {
  const fallback = environmentTransport();
  const from = s.from || fallback.from;
  if (!s.host) return { ...fallback, from };
  return {
    kind: "smtp",
    options: {
      host: s.host,
      port: s.port,
      secure: s.secure,
      ...(s.user ? { auth: { user: s.user, pass: s.pass ?? "" } } : {}),
    },
    from,
  };
}
