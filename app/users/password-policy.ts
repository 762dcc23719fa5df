/**
 * What a new password must be (docs/decisions/039-registration-and-password-reset.md, after NIST
 * SP 800-63B §5.1.1.2): at least 10 characters, at most 200, not one of the most common breached
 * passwords (the list shipped in common-passwords.txt), and not the username or the e-mail
 * address. No composition rules (they make passwords harder to remember, not to guess).
 */
import commonPasswordsText from "./common-passwords.txt?raw";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_TEXT = {
  tooShort: `Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον ${PASSWORD_MIN_LENGTH} χαρακτήρες.`,
  tooLong: `Ο κωδικός πρόσβασης δεν μπορεί να ξεπερνά τους ${PASSWORD_MAX_LENGTH} χαρακτήρες.`,
  common: "Ο κωδικός πρόσβασης είναι από τους πιο συνηθισμένους και εύκολα μαντεύεται. Επιλέξτε άλλον.",
  personal: "Ο κωδικός πρόσβασης δεν μπορεί να είναι το όνομα χρήστη ή η διεύθυνση ηλεκτρονικού ταχυδρομείου.",
  mismatch: "Οι δύο κωδικοί πρόσβασης δεν είναι ίδιοι.",
  /** The hint beside every new-password field (registration, reset, change). */
  hint: `Τουλάχιστον ${PASSWORD_MIN_LENGTH} χαρακτήρες· όχι από τους πιο συνηθισμένους.`,
} as const;

const COMMON = new Set(
  commonPasswordsText
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== "" && !line.startsWith("#")),
);

/** How many passwords the shipped list holds (tests check it was read). */
export const COMMON_PASSWORD_COUNT = COMMON.size;

/** The Greek reason the password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, personal: { username?: string; email?: string } = {}): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TEXT.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TEXT.tooLong;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return PASSWORD_TEXT.common;
  const own = [personal.username, personal.email, personal.email?.split("@")[0]]
    .filter((v): v is string => Boolean(v))
    .map((v) => v.toLowerCase());
  if (own.includes(lower)) return PASSWORD_TEXT.personal;
  return null;
}
