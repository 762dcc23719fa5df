/**
 * Checking a password against its stored argon2 hash: the login, HTTP Basic, and every screen that
 * asks for the current password (password change, the second login step's settings) use this.
 */
import { verify } from "@node-rs/argon2";

/** Whether `password` is the one hashed in `passwordHash` (a malformed hash never matches). */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a refused login, not a server error page.
    return false;
  }
}
