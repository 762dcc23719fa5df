/**
 * An administrator's reset of a user's lost second factor (issue 13; docs/decisions/074): the user
 * lost the phone and the recovery codes, so a user manager who may change the account's status
 * (rights.ts mayChangeStatusOf, the same rule as lock and disable) removes the authenticator and
 * the recovery codes, after typing their own password. One transaction: the factor, the codes, the
 * user's pending logins and sessions go, the audit row and the mail to the user are written. When
 * TWO_FACTOR_REQUIRED_FOR_ADMINS applies to the user, the existing guard sends them to enrol again
 * at their next login (access/second-factor/policy.ts).
 */
import { eq } from "drizzle-orm";
import { config } from "#config/env";
import { getDb, schema } from "#db/client";
import { permissionsOfRoles } from "../access/permissions";
import { secondFactorRequired } from "../access/second-factor/policy";
import { deleteRecoveryCodes } from "../access/second-factor/recovery-codes.server";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { absoluteUrl } from "../http/public-url";
import { queueMail } from "../mail/outbox.server";
import { secondFactorResetMail } from "../mail/templates";
import { storedMailTemplate } from "../mail/stored-templates.server";
import { paths } from "../paths";
import { WRONG_CURRENT_PASSWORD } from "./change-password.server";
import { grantsOf, readGrantors } from "./grantors.server";
import { mayChangeStatusOf } from "./rights";
import { passwordIsRight } from "./two-factor.server";

export type SecondFactorResetResult =
  | { ok: true; username: string }
  | { ok: false; reason: "not-found" | "forbidden" | "self" | "none" }
  | { ok: false; reason: "password"; message: string };

/** What the confirmation page needs, or why there is none. */
export function secondFactorResetTarget(
  actor: SessionUser,
  userId: number,
):
  | { ok: true; id: number; username: string; name: string }
  | { ok: false; reason: "not-found" | "forbidden" | "self" | "none" } {
  const db = getDb();
  const user = db.select().from(schema.users).where(eq(schema.users.id, userId)).get();
  if (!user) return { ok: false, reason: "not-found" };
  // One's own factor is changed on /profile/two-factor, with one's own password and codes.
  if (user.id === actor.id) return { ok: false, reason: "self" };
  if (!mayChangeStatusOf(actor.access, readGrantors(db), grantsOf(db, userId)))
    return { ok: false, reason: "forbidden" };
  const factor = db.select().from(schema.secondFactors).where(eq(schema.secondFactors.userId, userId)).get();
  if (!factor) return { ok: false, reason: "none" };
  return { ok: true, id: user.id, username: user.username, name: user.name };
}

export async function resetSecondFactor(
  actor: SessionUser,
  userId: number,
  actorPassword: string,
  now = Date.now(),
): Promise<SecondFactorResetResult> {
  const target = secondFactorResetTarget(actor, userId);
  if (!target.ok) return target;
  if (!(await passwordIsRight(actor.id, actorPassword))) {
    return { ok: false, reason: "password", message: WRONG_CURRENT_PASSWORD };
  }
  const access = grantsOf(getDb(), userId).map((g) => ({
    organizationId: g.orgUid,
    roles: [g.role],
    permissions: permissionsOfRoles([g.role]),
  }));
  const required = secondFactorRequired(access, config().TWO_FACTOR_REQUIRED_FOR_ADMINS);
  return getDb().transaction((tx): SecondFactorResetResult => {
    // Checked again inside the transaction: another manager may have reset it meanwhile.
    const removed = tx.delete(schema.secondFactors).where(eq(schema.secondFactors.userId, userId)).run().changes;
    if (removed === 0) return { ok: false, reason: "none" };
    deleteRecoveryCodes(tx, userId);
    tx.delete(schema.pendingLogins).where(eq(schema.pendingLogins.userId, userId)).run();
    const endedSessions = tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId)).run().changes;
    const user = tx.select().from(schema.users).where(eq(schema.users.id, userId)).get()!;
    queueMail(tx, {
      key: `second-factor-reset.${userId}.${now}`,
      purpose: "user.second-factor.reset",
      to: [user.email],
      now,
      ...secondFactorResetMail(
        { name: user.name, username: user.username, url: absoluteUrl(paths.profileTwoFactor()), required },
        storedMailTemplate("secondFactorReset", tx),
      ),
    });
    writeAudit(tx, {
      at: now,
      userId: actor.id,
      action: "user.second-factor.reset",
      entityType: "user",
      entityId: userId,
      details: { username: user.username, endedSessions },
    });
    return { ok: true, username: user.username };
  });
}
