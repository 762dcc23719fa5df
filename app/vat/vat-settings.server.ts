/**
 * The VAT services' endpoints and credentials as an administrator stores them (issue 17,
 * /administration/vat/ggps and /administration/vat/vies), over VIES_URL, GGPS_* and VAT_TIMEOUT_MS of
 * config/env.ts. Once stored, a service's settings replace the environment's whole (an empty
 * address turns the service off). The GGPS password is stored sealed (AES-256-GCM) and never
 * shown back. Read on every check, through the settings cache: a save applies to the next check.
 */
import { z } from "zod";
import { seal, unseal } from "#app/access/second-factor/secret-box.server";
import { readSetting, writeSetting, isSettingStored } from "#app/settings/store.server";
import { config } from "#config/env";
import { getDb, type Db } from "#db/client";
import type { GgpsEndpoint } from "./ggps.server";
import type { ServiceEndpoint } from "./vies.server";

export const VIES_SETTINGS_KEY = "vat.vies";
export const GGPS_SETTINGS_KEY = "vat.ggps";

const viesShape = z.object({ url: z.string(), timeoutMs: z.number().int().positive() });
const ggpsShape = z.object({
  url: z.string(),
  timeoutMs: z.number().int().positive(),
  username: z.string(),
  /** Sealed; "" when none. */
  passwordSealed: z.string(),
});

export interface VatEndpoints {
  vies: ServiceEndpoint | null;
  ggps: GgpsEndpoint | null;
}

/** The services a VAT check asks now: the stored settings, else the environment's. */
export function vatEndpoints(db: Db = getDb()): VatEndpoints {
  const env = config();
  const vies = readSetting(
    VIES_SETTINGS_KEY,
    viesShape,
    { url: env.VIES_URL ?? "", timeoutMs: env.VAT_TIMEOUT_MS },
    db,
  );
  const ggps = readSetting(
    GGPS_SETTINGS_KEY,
    ggpsShape,
    { url: env.GGPS_URL ?? "", timeoutMs: env.VAT_TIMEOUT_MS, username: env.GGPS_USERNAME ?? "", passwordSealed: "" },
    db,
  );
  const ggpsPassword = isSettingStored(GGPS_SETTINGS_KEY, db)
    ? ggps.passwordSealed
      ? (unseal(ggps.passwordSealed) ?? "")
      : ""
    : (env.GGPS_PASSWORD ?? "");
  return {
    vies: vies.url ? { url: vies.url, timeoutMs: vies.timeoutMs } : null,
    ggps: ggps.url
      ? { url: ggps.url, timeoutMs: ggps.timeoutMs, username: ggps.username, password: ggpsPassword }
      : null,
  };
}

export type VatService = "ggps" | "vies";

/** What the settings page shows: never a password, only whether one is set. */
export interface VatSettingsView {
  service: VatService;
  url: string;
  timeoutMs: number;
  username: string;
  passwordSet: boolean;
  /** Whether the values come from the administration (true) or the environment. */
  stored: boolean;
}

export function vatSettingsView(service: VatService, db: Db = getDb()): VatSettingsView {
  const endpoint = vatEndpoints(db)[service];
  const key = service === "ggps" ? GGPS_SETTINGS_KEY : VIES_SETTINGS_KEY;
  const stored = isSettingStored(key, db);
  // A service turned off (no address) still shows the timeout and username stored with it.
  const kept = readSetting(key, ggpsShape.partial(), {}, db);
  const timeoutMs = endpoint?.timeoutMs ?? kept.timeoutMs ?? config().VAT_TIMEOUT_MS;
  if (service === "vies") {
    return { service, url: endpoint?.url ?? "", timeoutMs, username: "", passwordSet: false, stored };
  }
  const ggps = vatEndpoints(db).ggps;
  return {
    service,
    url: ggps?.url ?? "",
    timeoutMs,
    username: ggps?.username ?? (stored ? (kept.username ?? "") : (config().GGPS_USERNAME ?? "")),
    passwordSet: ggps ? Boolean(ggps.password) : Boolean(kept.passwordSealed),
    stored,
  };
}

export interface VatSettingsInput {
  url: string;
  timeoutMs: number;
  username?: string;
  /** A new password; undefined keeps the current one. */
  newPassword?: string;
}

/** The endpoint the input describes, the current password standing in for a blank one (the connection test). */
export function endpointFrom(service: VatService, input: VatSettingsInput, db: Db = getDb()): GgpsEndpoint {
  const current = vatEndpoints(db).ggps;
  return {
    url: input.url,
    timeoutMs: input.timeoutMs,
    username: service === "ggps" ? (input.username ?? "") : "",
    password: service === "ggps" ? (input.newPassword ?? current?.password ?? "") : "",
  };
}

/** Stores one service's settings with its audit row, in one transaction. */
export function saveVatSettings(actor: { id: number }, service: VatService, input: VatSettingsInput, db: Db = getDb()) {
  const value =
    service === "vies"
      ? { url: input.url, timeoutMs: input.timeoutMs }
      : (() => {
          const password = endpointFrom("ggps", input, db).password;
          return {
            url: input.url,
            timeoutMs: input.timeoutMs,
            username: input.username ?? "",
            passwordSealed: password ? seal(password) : "",
          };
        })();
  db.transaction((tx) => writeSetting(tx, service === "ggps" ? GGPS_SETTINGS_KEY : VIES_SETTINGS_KEY, value, actor.id));
}
