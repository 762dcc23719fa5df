/**
 * A VAT service's settings as typed (the /administration/vat pages or POST /config/vat/{service}),
 * checked into what vat-settings.server.ts stores, with a Greek message per field. Pure: both
 * doors check alike. An empty address is allowed (it turns the service off).
 */
import { SETTINGS_TEXT } from "../messages";
import type { VatService, VatSettingsInput } from "./vat-settings.server";

export interface VatSettingsDraft {
  url: string;
  timeoutMs: string | number;
  username: string;
  /** "" keeps the current password. */
  password: string;
}

export type VatSettingsField = "url" | "timeoutMs" | "username" | "password";
export type VatSettingsCheck =
  { ok: true; value: VatSettingsInput } | { ok: false; errors: Partial<Record<VatSettingsField, string>> };

function isWebAddress(text: string): boolean {
  if (text.length > 2000) return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** `hasPassword`: a GGPS password is already set (a blank field keeps it). */
export function checkVatSettings(service: VatService, draft: VatSettingsDraft, hasPassword: boolean): VatSettingsCheck {
  const errors: Partial<Record<VatSettingsField, string>> = {};
  const url = draft.url.trim();
  if (url !== "" && !isWebAddress(url)) errors.url = SETTINGS_TEXT.badUrl;
  const timeoutText = String(draft.timeoutMs).trim();
  const timeoutMs = /^\d{1,6}$/.test(timeoutText) ? Number(timeoutText) : NaN;
  if (!(timeoutMs >= 500 && timeoutMs <= 60_000)) errors.timeoutMs = SETTINGS_TEXT.badTimeout;
  const username = draft.username.trim();
  if (service === "ggps") {
    if (username.length > 200) errors.username = SETTINGS_TEXT.badUser;
    if (draft.password.length > 500) errors.password = SETTINGS_TEXT.badPassword;
    else if (url !== "" && (username === "" || (draft.password === "" && !hasPassword)))
      errors.username = SETTINGS_TEXT.ggpsCredentialsRequired;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return service === "vies"
    ? { ok: true, value: { url, timeoutMs } }
    : {
        ok: true,
        value: { url, timeoutMs, username, newPassword: draft.password === "" ? undefined : draft.password },
      };
}
