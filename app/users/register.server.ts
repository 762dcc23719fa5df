/**
 * Registration of an organisation user or an API user (SPEC §7 POST /registrations/orgusers and
 * /apiusers). The account is created disabled, with no role, and an activation link is queued to
 * the given address in the same transaction (the mail outbox); the account opens only through that
 * link. Roles are granted afterwards by a user manager (role_grantors), never by the applicant.
 */
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { writeAudit } from "../audit.server";
import { absoluteUrl } from "../http/public-url";
import { queueMail } from "../mail/outbox.server";
import { storedMailTemplate } from "../mail/stored-templates.server";
import { activationMail } from "../mail/templates";
import { ALL_ORGANIZATIONS } from "../access/permissions";
import { TEXT } from "../messages";
import { paths } from "../paths";
import { PASSWORD_TEXT, passwordProblem } from "./password-policy";
import type { RegistrationErrors, RegistrationFields, RegistrationKind } from "./registration-schema";
import { issueToken, TOKEN_LIFETIME_MS } from "./tokens.server";

export const REGISTRATION_TEXT = {
  usernameTaken: "Το όνομα χρήστη χρησιμοποιείται ήδη. Επιλέξτε άλλο.",
  unknownOrganization: TEXT.unknownOrganization,
} as const;

export type RegistrationResult = { ok: true; email: string } | { ok: false; errors: RegistrationErrors };

const USER_TYPE: Record<RegistrationKind, string> = { org: "ORG_USER", api: "API_USER" };

export async function registerUser(kind: RegistrationKind, fields: RegistrationFields): Promise<RegistrationResult> {
  const db = getDb();
  const errors: RegistrationErrors = {};
  const taken = db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, fields.username))
    .get();
  if (taken) errors.username = REGISTRATION_TEXT.usernameTaken;
  const org =
    fields.organization === ALL_ORGANIZATIONS
      ? undefined
      : db
          .select({ uid: schema.organizations.uid })
          .from(schema.organizations)
          .where(eq(schema.organizations.uid, fields.organization))
          .get();
  if (!org) errors.organization = REGISTRATION_TEXT.unknownOrganization;
  const weak = passwordProblem(fields.password, { username: fields.username, email: fields.email });
  if (weak) errors.password = weak;
  else if (fields.password !== fields.passwordConfirmation) errors.passwordConfirmation = PASSWORD_TEXT.mismatch;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // argon2 is slow on purpose: hashed before the transaction, which then stays short.
  const passwordHash = await hash(fields.password);
  const name = `${fields.firstName} ${fields.lastName}`;
  try {
    db.transaction((tx) => {
      const now = Date.now();
      const user = tx
        .insert(schema.users)
        .values({
          username: fields.username,
          passwordHash,
          name,
          email: fields.email,
          firstName: fields.firstName,
          lastName: fields.lastName,
          phone: fields.phone || null,
          userType: USER_TYPE[kind],
          enabled: false,
          createdAt: now,
        })
        .returning({ id: schema.users.id })
        .get();
      const token = issueToken(tx, user.id, "activation", { now });
      queueMail(tx, {
        key: `activation.${user.id}.${now}`,
        purpose: "user.register",
        to: [fields.email],
        now,
        ...activationMail(
          {
            name,
            username: fields.username,
            url: absoluteUrl(paths.activation(token)),
            hours: TOKEN_LIFETIME_MS.activation / 3_600_000,
          },
          storedMailTemplate("activation", tx),
        ),
      });
      writeAudit(tx, {
        at: now,
        userId: null,
        action: "user.register",
        entityType: "user",
        entityId: user.id,
        details: { username: fields.username, kind, organization: fields.organization },
      });
    });
  } catch (error) {
    // Two registrations of one username at the same moment: the unique index decides.
    if (error instanceof Error && /UNIQUE constraint failed: users\.username/.test(error.message)) {
      return { ok: false, errors: { username: REGISTRATION_TEXT.usernameTaken } };
    }
    throw error;
  }
  return { ok: true, email: fields.email };
}
