/** The user changes their own name and phone (/profile). One transaction with its audit row. */
import { eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";

export interface ProfileDetails {
  firstName: string;
  lastName: string;
  phone: string;
}

export function updateProfile(user: SessionUser, details: ProfileDetails): void {
  getDb().transaction((tx) => {
    tx.update(schema.users)
      .set({
        firstName: details.firstName,
        lastName: details.lastName,
        name: `${details.firstName} ${details.lastName}`,
        phone: details.phone || null,
      })
      .where(eq(schema.users.id, user.id))
      .run();
    writeAudit(tx, {
      userId: user.id,
      action: "user.profile.update",
      entityType: "user",
      entityId: user.id,
      details: { firstName: details.firstName, lastName: details.lastName, phone: details.phone || null },
    });
  });
}
