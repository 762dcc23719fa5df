/** Flash alerts: set on a redirect, shown once by the document shell, then cleared. */
import { flashCookie } from "./cookies.server";

export type AlertKind = "success" | "info" | "warning" | "error";
export interface Alert {
  kind: AlertKind;
  text: string;
}

export async function readFlash(request: Request): Promise<Alert[]> {
  const value = await flashCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? (value as Alert[]) : [];
}

/** Set-Cookie header that adds an alert to the ones already pending. Alerts are de-duplicated. */
export async function addFlash(request: Request | null, alert: Alert): Promise<string> {
  const pending = request ? await readFlash(request) : [];
  const merged = pending.some((a) => a.text === alert.text) ? pending : [...pending, alert];
  return flashCookie.serialize(merged);
}

export async function clearFlash(): Promise<string> {
  return flashCookie.serialize([], { maxAge: 0, expires: new Date(0) });
}
