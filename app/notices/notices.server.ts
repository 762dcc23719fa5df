/**
 * Notices (SPEC §3 Notice, §4 "active until the user confirms reading"): what administrators
 * write, who sees them, and each user's confirmations. Every change is one transaction with an
 * audit row. Notices are few (tens), so "which are for this user" is decided in code from the
 * targets (./targets.ts) over the active ones, not in SQL.
 */
import crypto from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { writeAudit } from "#app/audit.server";
import type { SessionUser } from "#app/access/session-user";
import { findOrganization } from "#app/organizations/read.server";
import { getDb, schema } from "#db/client";
import { noticeIsFor, parseTarget, targetToString, type NoticeTarget } from "./targets";

export interface Notice {
  uid: string;
  message: string;
  targets: string[];
  active: boolean;
  createdAt: number;
  authorName: string | null;
}

export interface NoticeInput {
  message: string;
  targets: NoticeTarget[];
}

/** The user a notice is read by: who they are and where they have access. */
type Reader = Pick<SessionUser, "id" | "access">;
/** The administrator making a change (the audit row names them). */
type Editor = Pick<SessionUser, "id">;

export type NoticeChange = { ok: true; uid: string } | { ok: false; reason: "not-found" | "unknown-organization" };

function selectNotices() {
  return getDb()
    .select({
      uid: schema.notices.uid,
      message: schema.notices.message,
      targets: schema.notices.targets,
      active: schema.notices.active,
      createdAt: schema.notices.createdAt,
      authorName: schema.users.name,
    })
    .from(schema.notices)
    .leftJoin(schema.users, eq(schema.users.id, schema.notices.authorId));
}

/** Every notice, newest first (the administration list). */
export function listNotices(): Notice[] {
  return selectNotices().orderBy(desc(schema.notices.createdAt), desc(schema.notices.uid)).all();
}

export function findNotice(uid: string): Notice | null {
  return selectNotices().where(eq(schema.notices.uid, uid)).get() ?? null;
}

/** The active notices meant for this user that they have not confirmed yet, newest first. */
export function unreadNoticesFor(user: Reader): Notice[] {
  const db = getDb();
  const read = new Set(
    db
      .select({ uid: schema.noticeLogs.noticeUid })
      .from(schema.noticeLogs)
      .where(eq(schema.noticeLogs.userId, user.id))
      .all()
      .map((row) => row.uid),
  );
  return selectNotices()
    .where(eq(schema.notices.active, true))
    .orderBy(desc(schema.notices.createdAt), desc(schema.notices.uid))
    .all()
    .filter((n) => !read.has(n.uid) && noticeIsFor(n.targets, user.access));
}

/** The bell's counter. SPEC §8: when the count cannot be read, the counter shows 0. */
export function unreadNoticeCount(user: Reader, onError: (error: unknown) => void = () => {}): number {
  try {
    return unreadNoticesFor(user).length;
  } catch (error) {
    onError(error);
    return 0;
  }
}

/** Organisation targets name bodies that exist; stored by uid whatever the admin typed. */
function resolveTargets(targets: NoticeTarget[]): string[] | null {
  const stored: string[] = [];
  for (const target of targets) {
    if (target.kind === "organization") {
      const org = findOrganization(target.uid);
      if (!org) return null;
      stored.push(targetToString({ kind: "organization", uid: org.uid }));
    } else stored.push(targetToString(target));
  }
  return [...new Set(stored)];
}

export function createNotice(author: Editor, input: NoticeInput, now = Date.now()): NoticeChange {
  const targets = resolveTargets(input.targets);
  if (!targets) return { ok: false, reason: "unknown-organization" };
  const uid = crypto.randomUUID();
  getDb().transaction((tx) => {
    tx.insert(schema.notices)
      .values({ uid, authorId: author.id, message: input.message, targets, active: true, createdAt: now })
      .run();
    writeAudit(tx, { userId: author.id, action: "notice.create", entityType: "notice", entityId: uid, at: now });
  });
  return { ok: true, uid };
}

/** New text and targets (SPEC §7 update and changetargets, one form). */
export function updateNotice(editor: Editor, uid: string, input: NoticeInput): NoticeChange {
  const targets = resolveTargets(input.targets);
  if (!targets) return { ok: false, reason: "unknown-organization" };
  return getDb().transaction((tx) => {
    const changed = tx
      .update(schema.notices)
      .set({ message: input.message, targets })
      .where(eq(schema.notices.uid, uid))
      .run().changes;
    if (changed === 0) return { ok: false, reason: "not-found" } as const;
    writeAudit(tx, { userId: editor.id, action: "notice.update", entityType: "notice", entityId: uid });
    return { ok: true, uid } as const;
  });
}

/** Deactivated notices stay listed for administrators but reach nobody. */
export function setNoticeActive(editor: Editor, uid: string, active: boolean): NoticeChange {
  return getDb().transaction((tx) => {
    const changed = tx.update(schema.notices).set({ active }).where(eq(schema.notices.uid, uid)).run().changes;
    if (changed === 0) return { ok: false, reason: "not-found" } as const;
    writeAudit(tx, {
      userId: editor.id,
      action: active ? "notice.activate" : "notice.deactivate",
      entityType: "notice",
      entityId: uid,
    });
    return { ok: true, uid } as const;
  });
}

/** Deletes a notice and its read confirmations. */
export function deleteNotice(editor: Editor, uid: string): NoticeChange {
  return getDb().transaction((tx) => {
    tx.delete(schema.noticeLogs).where(eq(schema.noticeLogs.noticeUid, uid)).run();
    const changed = tx.delete(schema.notices).where(eq(schema.notices.uid, uid)).run().changes;
    if (changed === 0) return { ok: false, reason: "not-found" } as const;
    writeAudit(tx, { userId: editor.id, action: "notice.delete", entityType: "notice", entityId: uid });
    return { ok: true, uid } as const;
  });
}

/**
 * The user confirms reading a notice meant for them; it leaves their list (SPEC §4). Confirming
 * twice is not an error. A notice that is not theirs, inactive or gone is refused.
 */
export function confirmNoticeRead(user: Reader, uid: string, now = Date.now()): NoticeChange {
  return getDb().transaction((tx) => {
    const notice = tx
      .select({ targets: schema.notices.targets })
      .from(schema.notices)
      .where(and(eq(schema.notices.uid, uid), eq(schema.notices.active, true)))
      .get();
    if (!notice || !noticeIsFor(notice.targets, user.access)) return { ok: false, reason: "not-found" } as const;
    const inserted = tx
      .insert(schema.noticeLogs)
      .values({ noticeUid: uid, userId: user.id, readAt: now })
      .onConflictDoNothing()
      .run().changes;
    if (inserted > 0) {
      writeAudit(tx, { userId: user.id, action: "notice.read", entityType: "notice", entityId: uid, at: now });
    }
    return { ok: true, uid } as const;
  });
}

/** The targets as the admin form shows them: known ones typed, unknown ones left out. */
export function typedTargets(stored: readonly string[]): NoticeTarget[] {
  return stored.map(parseTarget).filter((t): t is NoticeTarget => t !== null);
}
