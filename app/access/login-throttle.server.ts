/**
 * Login throttling (docs/decisions/018-throttling.md). Failed logins are counted per account and
 * address, per address, and per account; any exhausted count makes the next attempt wait
 * (HTTP 429 with Retry-After), before any password is checked. A successful login clears the
 * account-and-address count, so a user who mistyped a few times starts afresh.
 */
import {
  countAttempt,
  longestWait,
  resetAttempts,
  THROTTLE_RULES,
  throttleKey,
  type ThrottleRule,
} from "#app/http/throttle.server";

const { loginAccountAddress, loginAddress, loginAccount } = THROTTLE_RULES;

function keys(username: string, address: string): [ThrottleRule, string][] {
  const account = username.trim().toLowerCase();
  return [
    [loginAccountAddress, throttleKey(account, address)],
    [loginAddress, throttleKey(address)],
    [loginAccount, throttleKey(account)],
  ];
}

/** Milliseconds to wait before this account may try from this address; 0 = now. */
export function loginWait(username: string, address: string): Promise<number> {
  return longestWait(keys(username, address));
}

export async function recordLoginFailure(username: string, address: string): Promise<void> {
  for (const [rule, key] of keys(username, address)) await countAttempt(rule, key);
}

export async function recordLoginSuccess(username: string, address: string): Promise<void> {
  const [accountAddress] = keys(username, address);
  await resetAttempts(...accountAddress);
}
