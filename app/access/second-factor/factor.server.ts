/**
 * A user's confirmed authenticator, read for the login's second step and for the guards.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { DbOrTx } from "#app/audit.server";

export function hasConfirmedSecondFactor(userId: number, db: DbOrTx = getDb()): boolean {
  const { secondFactors: f } = schema;
  return (
    db
      .select({ userId: f.userId })
      .from(f)
      .where(and(eq(f.userId, userId), isNotNull(f.confirmedAt)))
      .get() !== undefined
  );
}
