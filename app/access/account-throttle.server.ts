/**
 * Throttling of the anonymous account requests (docs/decisions/018-throttling.md): every
 * registration counts per address; every password-reset request counts per address and per
 * identifier named (hashed), so neither a flood of mail to one person nor a sweep of addresses
 * gets far. The identifier's count says nothing about whether an account exists.
 */
import { countAttempt, longestWait, THROTTLE_RULES, throttleKey } from "#app/http/throttle.server";

const { registrationAddress, passwordResetAccount, passwordResetAddress } = THROTTLE_RULES;

/** Milliseconds this address must wait before registering again; 0 = now. Counts this attempt. */
export async function registrationAttempt(address: string): Promise<number> {
  const key = throttleKey(address);
  const wait = await longestWait([[registrationAddress, key]]);
  if (wait === 0) await countAttempt(registrationAddress, key);
  return wait;
}

/** The same for a password-reset request naming `identifier`. */
export async function passwordResetAttempt(identifier: string, address: string): Promise<number> {
  const checks: Parameters<typeof longestWait>[0] = [
    [passwordResetAccount, throttleKey(identifier.trim().toLowerCase())],
    [passwordResetAddress, throttleKey(address)],
  ];
  const wait = await longestWait(checks);
  if (wait === 0) for (const [rule, key] of checks) await countAttempt(rule, key);
  return wait;
}
