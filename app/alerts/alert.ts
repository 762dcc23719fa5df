/**
 * E-mail alerts for a search (decision 055): what an alert is and the limits on it. Pure.
 */

export const ALERT_FREQUENCIES = ["daily", "immediate"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const FREQUENCY_LABEL: Record<AlertFrequency, string> = {
  daily: "Μία φορά την ημέρα (σύνοψη)",
  immediate: "Αμέσως, με κάθε νέα πράξη",
};

/** Most alerts one address keeps (a list on one page; a bound on what one address can cost). */
export const MAX_ALERTS_PER_ADDRESS = 50;
/** An unconfirmed alert is forgotten after this long (the confirmation link stops working). */
export const CONFIRM_WINDOW_MS = 7 * 86_400_000;
/** Matches listed in one message; the rest are counted and linked to the search. */
export const MAX_LISTED = 50;
/** Matches counted in one message, at most (a "1.000+" beyond). */
export const MAX_COUNTED = 1_000;

/** The token in an alert's links: 32 random bytes, base64url. */
export const ALERT_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface Alert {
  id: number;
  userId: number | null;
  email: string;
  link: string;
  frequency: AlertFrequency;
  token: string;
  createdAt: number;
  confirmedAt: number | null;
  cursor: number;
  lastDigestDay: string | null;
}

export function isFrequency(value: unknown): value is AlertFrequency {
  return typeof value === "string" && (ALERT_FREQUENCIES as readonly string[]).includes(value);
}
