/**
 * The administrator's SMTP settings as typed (the settings page's form, or the JSON body of
 * POST /config/mail/settings), checked into what mail-settings.server.ts stores, with a Greek
 * message per field. Pure, so both doors check alike and it is unit-tested without a database.
 */
import { isEmail } from "../fields/email-list.rule";
import { SETTINGS_TEXT } from "../messages";
import type { MailSettingsInput } from "./mail-settings.server";

export interface MailSettingsDraft {
  host: string;
  port: string | number;
  secure: boolean;
  user: string;
  /** "" keeps the stored password. */
  password: string;
  clearPassword: boolean;
  from: string;
}

export type MailSettingsField = "host" | "port" | "user" | "password" | "from";
export type MailSettingsCheck =
  { ok: true; value: MailSettingsInput } | { ok: false; errors: Partial<Record<MailSettingsField, string>> };

// A host name or an address: letters, digits, dots, hyphens, colons ([IPv6]), no spaces.
const HOST = /^[A-Za-z0-9.:[\]_-]{1,253}$/;

export function checkMailSettings(draft: MailSettingsDraft): MailSettingsCheck {
  const errors: Partial<Record<MailSettingsField, string>> = {};
  const host = draft.host.trim();
  if (host !== "" && !HOST.test(host)) errors.host = SETTINGS_TEXT.badHost;
  const portText = String(draft.port).trim();
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 1 && port <= 65535)) errors.port = SETTINGS_TEXT.badPort;
  const user = draft.user.trim();
  if (user.length > 200) errors.user = SETTINGS_TEXT.badUser;
  if (draft.password.length > 500) errors.password = SETTINGS_TEXT.badPassword;
  const from = draft.from.trim();
  if (from !== "" && !isEmail(from)) errors.from = SETTINGS_TEXT.badSender;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      host,
      port,
      secure: draft.secure,
      user,
      newPassword: draft.password === "" ? undefined : draft.password,
      clearPassword: draft.clearPassword,
      from,
    },
  };
}
