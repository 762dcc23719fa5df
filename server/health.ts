/**
 * GET /healthz, for load balancers and monitoring: is the database reachable, is its schema the
 * one this code expects, and what the extra checks (server/background.ts) say. 200 when all is
 * well, 503 otherwise, never cached. It names no file paths or versions an outsider could use.
 */
import type { RequestHandler } from "express";
import type { Db } from "#db/client";
import { migrationState, type MigrationState } from "#db/migrate";

export interface CheckResult {
  ok: boolean;
  /** Figures worth seeing on a dashboard (e.g. outbox lag in seconds). */
  [detail: string]: unknown;
}

/** An extra named check, e.g. the mail outbox's lag; a throw counts as failed. */
export interface HealthCheck {
  name: string;
  run(): CheckResult | Promise<CheckResult>;
}

export interface HealthReport {
  status: "ok" | "fail";
  database: "reachable" | "unreachable";
  migrations: "current" | "pending" | "unknown";
  schema?: MigrationState;
  checks: Record<string, CheckResult>;
  uptimeSeconds: number;
}

async function runCheck(check: HealthCheck): Promise<CheckResult> {
  try {
    return await check.run();
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function healthReport(db: Db, checks: readonly HealthCheck[]): Promise<HealthReport> {
  let database: HealthReport["database"] = "unreachable";
  let migrations: HealthReport["migrations"] = "unknown";
  let schema: MigrationState | undefined;
  try {
    // Reads the schema page from the file, so a closed or unreadable database fails here.
    db.$client.prepare("SELECT count(*) FROM sqlite_schema").pluck().get();
    database = "reachable";
    schema = migrationState(db);
    migrations = schema.pending === 0 ? "current" : "pending";
  } catch {
    // Reported as unreachable/unknown below; the detail is in the server's own log.
  }
  const results: Record<string, CheckResult> = {};
  for (const check of checks) results[check.name] = await runCheck(check);
  const ok = database === "reachable" && migrations === "current" && Object.values(results).every((r) => r.ok);
  return {
    status: ok ? "ok" : "fail",
    database,
    migrations,
    ...(schema ? { schema } : {}),
    checks: results,
    uptimeSeconds: Math.round(process.uptime()),
  };
}

export function healthRoute(db: () => Db, checks: readonly HealthCheck[]): RequestHandler {
  return (_req, res, next) => {
    healthReport(db(), checks)
      .then((report) => {
        res.status(report.status === "ok" ? 200 : 503);
        res.setHeader("Cache-Control", "no-store");
        res.json(report);
      })
      .catch(next);
  };
}
