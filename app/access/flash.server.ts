/** Flash alerts: set on a redirect, shown once by the document shell, then cleared. */
import { flashCookie } from "./cookies.server";

export type AlertKind = "success" | "info" | "warning" | "error";
export interface Alert {
  kind: AlertKind;
  text: string;
  /** Shown as SPEC §2's notification dialog (the outcome of an action asked in a dialog). */
  dialog?: boolean;
}

export async function readFlash(request: Request): Promise<Alert[]> {
  const value: unknown = await flashCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? (value as Alert[]) : [];
}

/**
 * Set-Cookie header that adds one or more alerts to the ones already pending. Alerts are
 * de-duplicated by their text (SPEC §8).
 */
export async function addFlash(request: Request | null, alerts: Alert | readonly Alert[]): Promise<string> {
  const merged = request ? await readFlash(request) : [];
  for (const alert of ([] as readonly Alert[]).concat(alerts)) {
    if (!merged.some((a) => a.text === alert.text)) merged.push(alert);
  }
  return flashCookie.serialize(merged);
}

export async function clearFlash(): Promise<string> {
  return flashCookie.serialize([], { maxAge: 0, expires: new Date(0) });
}
