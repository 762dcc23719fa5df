/**
 * The registration form of organisation users and API users (SPEC §7 POST /registrations/orgusers
 * and /apiusers): its fields and their Greek messages, for the page and the domain alike. Pure.
 */
import { z } from "zod";
import { MSG, TEXT } from "../messages";
import { PASSWORD_MAX_LENGTH, PASSWORD_TEXT } from "./password-policy";

export const REGISTRATION_KINDS = ["org", "api"] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export const USERNAME_TEXT = "Το όνομα χρήστη έχει 3 έως 50 λατινικά γράμματα, ψηφία, τελείες, παύλες ή κάτω παύλες.";

const required = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: TEXT.tooLong(max) });

export const registrationFields = z.object({
  username: required(50).regex(/^[A-Za-z0-9._-]{3,50}$/, { error: USERNAME_TEXT }),
  firstName: required(100),
  lastName: required(100),
  email: required(200).pipe(z.email({ error: TEXT.invalidEmail })),
  phone: z
    .string()
    .trim()
    .max(30, { error: TEXT.tooLong(30) })
    .regex(/^[0-9 +()-]*$/, { error: "Μη έγκυρος αριθμός τηλεφώνου" })
    .optional(),
  organization: required(50),
  password: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(PASSWORD_MAX_LENGTH, {
    error: PASSWORD_TEXT.tooLong,
  }),
  passwordConfirmation: z.string({ error: MSG.required }).min(1, { error: MSG.required }),
});

export type RegistrationFields = z.output<typeof registrationFields>;
export type RegistrationErrors = Partial<Record<keyof RegistrationFields, string>>;
