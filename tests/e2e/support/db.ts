/**
 * Read access (and, for session expiry, one write) to the database of the portal under test.
 * The specs use it as ground truth: what the page shows is compared with what is stored, and
 * "nothing was written" is checked here rather than through the UI.
 */
import Database from "better-sqlite3";
import { DATABASE_PATH } from "./env";

let connection: Database.Database | undefined;

export function e2eDb(): Database.Database {
  if (!connection) {
    connection = new Database(DATABASE_PATH, { fileMustExist: true });
    connection.pragma("busy_timeout = 5000");
  }
  return connection;
}

export interface PublishedRow {
  id: number;
  ada: string;
  status: string;
  orgUid: string;
  orgLabel: string;
  publishedAt: number;
  versionId: string;
  subject: string;
  protocolNumber: string;
  issueDate: string;
  decisionTypeUid: string;
  decisionTypeLabel: string;
}

const PUBLIC_STATUSES = "('PUBLISHED', 'PENDING_REVOCATION', 'REVOKED')";

const SELECT_PUBLIC = `
  SELECT d.id, d.ada, d.status, d.org_uid AS orgUid, o.label AS orgLabel, d.published_at AS publishedAt,
         v.version_id AS versionId, v.subject, v.protocol_number AS protocolNumber,
         v.issue_date AS issueDate, v.decision_type_uid AS decisionTypeUid, t.label AS decisionTypeLabel
    FROM decisions d
    JOIN decision_versions v ON v.version_id = d.latest_version_id
    JOIN organizations o ON o.uid = d.org_uid
    JOIN decision_types t ON t.uid = v.decision_type_uid
   WHERE d.ada IS NOT NULL AND d.status IN ${PUBLIC_STATUSES}`;

export function publicDecisionByAda(ada: string): PublishedRow | undefined {
  return e2eDb().prepare(`${SELECT_PUBLIC} AND d.ada = ?`).get(ada) as PublishedRow | undefined;
}

export function newestPublicDecisions(limit: number): PublishedRow[] {
  return e2eDb()
    .prepare(`${SELECT_PUBLIC} ORDER BY d.published_at DESC, d.id DESC LIMIT ?`)
    .all(limit) as PublishedRow[];
}

/**
 * The newest published decision from the seed (no user created its version), whose PDF the register
 * composes from its record (docs/decisions/015) rather than a file a user uploaded.
 */
export function newestSeededDecision(): PublishedRow | undefined {
  return e2eDb()
    .prepare(
      `${SELECT_PUBLIC} AND d.status = 'PUBLISHED' AND v.created_by IS NULL ORDER BY d.published_at DESC, d.id DESC LIMIT 1`,
    )
    .get() as PublishedRow | undefined;
}

/** Every public decision, newest first (the demo seed holds a few thousand). */
export function allPublicDecisions(): PublishedRow[] {
  return e2eDb().prepare(`${SELECT_PUBLIC} ORDER BY d.published_at DESC, d.id DESC`).all() as PublishedRow[];
}

export function publicDecisionCount(): number {
  return (
    e2eDb()
      .prepare(`SELECT count(*) AS n FROM decisions WHERE ada IS NOT NULL AND status IN ${PUBLIC_STATUSES}`)
      .get() as {
      n: number;
    }
  ).n;
}

/** A public decision whose latest subject contains `fragment` exactly (case-sensitive). */
export function publicDecisionsWithSubject(fragment: string, limit = 50): PublishedRow[] {
  return e2eDb()
    .prepare(`${SELECT_PUBLIC} AND instr(v.subject, ?) > 0 ORDER BY d.published_at DESC LIMIT ?`)
    .all(fragment, limit) as PublishedRow[];
}

export function versionIdsOf(decisionId: number): string[] {
  return (
    e2eDb()
      .prepare("SELECT version_id AS versionId FROM decision_versions WHERE decision_id = ? ORDER BY version_number")
      .all(decisionId) as { versionId: string }[]
  ).map((r) => r.versionId);
}

export function decisionRowCount(): number {
  return (e2eDb().prepare("SELECT count(*) AS n FROM decisions").get() as { n: number }).n;
}

export function versionRowCount(): number {
  return (e2eDb().prepare("SELECT count(*) AS n FROM decision_versions").get() as { n: number }).n;
}

export interface DecisionState {
  id: number;
  ada: string | null;
  status: string;
  orgUid: string;
  subject: string;
}

export function decisionsWithSubject(subject: string): DecisionState[] {
  return e2eDb()
    .prepare(
      `SELECT d.id, d.ada, d.status, d.org_uid AS orgUid, v.subject
         FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
        WHERE v.subject = ?`,
    )
    .all(subject) as DecisionState[];
}

export function decisionById(id: number): DecisionState | undefined {
  return e2eDb()
    .prepare(
      `SELECT d.id, d.ada, d.status, d.org_uid AS orgUid, v.subject
         FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
        WHERE d.id = ?`,
    )
    .get(id) as DecisionState | undefined;
}

/** The type's own fields (extraFieldValues) of a decision's latest version, as saved. */
export function latestExtraFields<T = Record<string, unknown>>(decisionId: number): T {
  const row = e2eDb()
    .prepare(
      `SELECT v.extra_field_values AS v
         FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
        WHERE d.id = ?`,
    )
    .get(decisionId) as { v: string };
  return JSON.parse(row.v) as T;
}

/** Ends one session the way time would: its expiry moves into the past. Returns rows changed. */
export function expireSession(sessionId: string): number {
  return e2eDb()
    .prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
    .run(Date.now() - 1000, sessionId).changes;
}

export function sessionExists(sessionId: string): boolean {
  return !!e2eDb().prepare("SELECT 1 FROM sessions WHERE id = ?").get(sessionId);
}

export function userOrgUids(username: string): string[] {
  return (
    e2eDb()
      .prepare(
        "SELECT DISTINCT a.org_uid AS orgUid FROM user_access a JOIN users u ON u.id = a.user_id WHERE u.username = ?",
      )
      .all(username) as { orgUid: string }[]
  ).map((r) => r.orgUid);
}
