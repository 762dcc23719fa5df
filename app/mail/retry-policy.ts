/**
 * When a queued message that could not be delivered is tried again, and when we give up
 * (docs/decisions/013-mail-outbox.md). Pure: the delivery worker asks, the tests check.
 *
 * Exponential back-off from 30 s, capped at 6 hours: a short SMTP hiccup is over within a
 * minute or two, while a relay that is down for the night is not hammered. With the default 8
 * attempts a message is given up about 8 hours after it was queued.
 */
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after the 1st, 2nd, ... failed attempt; the last value repeats. */
export const RETRY_DELAYS_MS: readonly number[] = [
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  1 * HOUR,
  2 * HOUR,
  4 * HOUR,
  6 * HOUR,
];

/** The wait after failed attempt number `attempt` (1-based). */
export function retryDelayMs(attempt: number): number {
  const index = Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index];
}

export type AfterFailure = { kind: "retry"; at: number } | { kind: "give-up" };

/**
 * What happens after attempt number `attempts` (1-based, counting this one) failed at `now`:
 * try again later, or, once `maxAttempts` have been made, keep the message for an administrator.
 */
export function afterFailure(attempts: number, maxAttempts: number, now: number): AfterFailure {
  if (attempts >= maxAttempts) return { kind: "give-up" };
  return { kind: "retry", at: now + retryDelayMs(attempts) };
}
