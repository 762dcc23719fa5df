/**
 * The user search of /administration/users: by name or username (accent- and case-insensitive,
 * Greek included), organisation, role and status, newest accounts last, with an exact total and
 * honest paging (a page past the last is refused, not emptied).
 */
import { and, asc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import type Database from "better-sqlite3";
import { getDb, schema } from "#db/client";
import { likeContaining } from "#db/like";
import { normalizeText } from "#search/normalize";
import { ROLE_LABELS, type Role } from "../access/permissions";
import { isRole } from "./grantors.server";
import { statusOf, type UserStatus } from "./status";

/** SPEC §9: read-only tables show 10 rows a page. */
export const USER_PAGE_SIZE = 10;

export interface UserSearch {
  text?: string;
  orgUid?: string;
  role?: Role;
  status?: UserStatus;
  /** Only accounts holding a role on one of these organisations (an organisation administrator's reach). */
  withinOrganizations?: readonly string[];
  /** 1-based. */
  page: number;
}

export interface UserRow {
  id: number;
  username: string;
  name: string;
  email: string;
  status: UserStatus;
  roles: { orgUid: string; role: Role; label: string }[];
}

export type UserSearchResult =
  | { ok: true; total: number; page: number; pageCount: number; rows: UserRow[] }
  | { ok: false; reason: "page-out-of-range"; pageCount: number };

const withFold = new WeakSet<Database.Database>();
/** `register_fold(text)`: the search normaliser inside SQLite, so Greek matches without accents. */
export function ensureFold(client: Database.Database): void {
  if (withFold.has(client)) return;
  client.function("register_fold", { deterministic: true }, (value: unknown) =>
    typeof value === "string" ? normalizeText(value) : null,
  );
  withFold.add(client);
}

export function searchUsers(search: UserSearch): UserSearchResult {
  const db = getDb();
  ensureFold(db.$client);
  const { users, userAccess } = schema;
  const conditions: SQL[] = [];
  const text = search.text?.trim();
  if (text) {
    const pattern = likeContaining(normalizeText(text));
    conditions.push(
      sql`(register_fold(${users.username}) LIKE ${pattern} ESCAPE '\\' OR register_fold(${users.name}) LIKE ${pattern} ESCAPE '\\' OR register_fold(${users.email}) LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (search.orgUid || search.role) {
    const held = [eq(userAccess.userId, users.id)];
    if (search.orgUid) held.push(eq(userAccess.orgUid, search.orgUid));
    if (search.role) held.push(eq(userAccess.roleId, search.role));
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userAccess)
          .where(and(...held)),
      ),
    );
  }
  if (search.withinOrganizations) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userAccess)
          .where(and(eq(userAccess.userId, users.id), inArray(userAccess.orgUid, [...search.withinOrganizations]))),
      ),
    );
  }
  if (search.status === "locked") conditions.push(eq(users.locked, true));
  if (search.status === "disabled") conditions.push(and(eq(users.enabled, false), eq(users.locked, false))!);
  if (search.status === "enabled") conditions.push(and(eq(users.enabled, true), eq(users.locked, false))!);
  const where = conditions.length ? and(...conditions) : undefined;

  const total = db
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(where)
    .get()!.n;
  const pageCount = Math.max(1, Math.ceil(total / USER_PAGE_SIZE));
  if (search.page > pageCount) return { ok: false, reason: "page-out-of-range", pageCount };
  const found = db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      enabled: users.enabled,
      locked: users.locked,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.username))
    .limit(USER_PAGE_SIZE)
    .offset((search.page - 1) * USER_PAGE_SIZE)
    .all();
  const grants = found.length
    ? db
        .select()
        .from(userAccess)
        .where(
          sql`${userAccess.userId} IN (${sql.join(
            found.map((u) => sql`${u.id}`),
            sql`, `,
          )})`,
        )
        .orderBy(asc(userAccess.orgUid), asc(userAccess.roleId))
        .all()
    : [];
  const rows = found.map((u) => ({
    id: u.id,
    username: u.username,
    name: u.name,
    email: u.email,
    status: statusOf(u),
    roles: grants
      .filter((g) => g.userId === u.id && isRole(g.roleId))
      // An organisation administrator sees the roles on their organisations only.
      .filter((g) => !search.withinOrganizations || search.withinOrganizations.includes(g.orgUid))
      .map((g) => ({ orgUid: g.orgUid, role: g.roleId as Role, label: ROLE_LABELS[g.roleId as Role] })),
  }));
  return { ok: true, total, page: search.page, pageCount, rows };
}
