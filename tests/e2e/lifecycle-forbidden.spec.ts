/**
 * Every forbidden combination of the decision lifecycle, over HTTP (SPEC §4, §6; issue 9 "every
 * forbidden combination refused over HTTP"): each lifecycle POST route × each status in which the
 * status machine refuses its action (and a superseded version) × each demo account, plus a
 * publisher of another organisation. The matrix is generated from the status machine's own table
 * (RULES) and the roles' permissions (ROLE_PERMISSIONS), so a new status, transition or role is
 * covered without touching this file. Combinations the machine allows are left out: the other
 * lifecycle specs perform them.
 *
 * What the oracle expects, as app/decisions/lifecycle/target.server.ts orders the answers:
 *   the account lacks the action's right on the decision's organisation -> 403, SPEC §6's message;
 *   the version acted on is not the latest                               -> back to the decision,
 *                                                                           the conflict message;
 *   the status does not allow it                                         -> back to the decision,
 *                                                                           the Greek refusal.
 * Every POST carries the account's valid form token and the decision's current updatedAt (a forged
 * post from a logged-in user, as the existing wrong-status spec sends them), and after each one the
 * decision's status, updatedAt, reason, versions, attachments and the audit log are as they were.
 *
 * HTTP only (`page.request`), so it runs in the no-js project alone (playwright.config.ts): the
 * answers come from the server and a browser running scripts adds nothing. Reads seeded decisions
 * of the demo organisation and changes none.
 */
import type { APIRequestContext, Browser } from "@playwright/test";
import { permissionsOfRoles, permissionsOn, screenAccess, type Permission, type Role } from "#app/access/permissions";
import { DECISION_ACTIONS, RULES, type DecisionAction } from "#app/decisions/status-machine";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { DECISION_STATUSES, type DecisionStatus } from "#shared/decision-status";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL } from "./support/env";
import { tinyPdf } from "./support/pdf";
import { createUser } from "./support/users";

const DEMO_ORG = "6013";
/** Another body of the seed: its publisher holds every publishing right, but not on the demo body. */
const OTHER_ORG = "3";

interface Account {
  /** How the report names it. */
  who: string;
  username: string;
  role: Role;
  orgUid: string;
}

const ACCOUNTS: Account[] = [
  { who: "admin", username: "admin", role: "ROLE_ADMIN", orgUid: "0" },
  { who: "usermanager", username: "usermanager", role: "ROLE_USER_MANAGER", orgUid: "0" },
  { who: "orgadmin", username: "orgadmin", role: "ROLE_ORG_ADMIN", orgUid: DEMO_ORG },
  { who: "submitter", username: "submitter", role: "ROLE_ORG_SUBMITTER", orgUid: DEMO_ORG },
  { who: "publisher", username: "publisher", role: "ROLE_ORG_PUBLISHER", orgUid: DEMO_ORG },
  { who: "apiuser", username: "apiuser", role: "ROLE_API_USER", orgUid: DEMO_ORG },
  {
    who: "publisher of another body",
    username: `otherpub${Date.now().toString(36)}`,
    role: "ROLE_ORG_PUBLISHER",
    orgUid: OTHER_ORG,
  },
];

/** What an account holds on the demo body's decisions, as a browser session carries it. */
function rightsOf(account: Account): { permissions: ReadonlySet<Permission>; isAdmin: boolean } {
  const access = screenAccess([
    { organizationId: account.orgUid, roles: [account.role], permissions: permissionsOfRoles([account.role]) },
  ]);
  return { permissions: permissionsOn(access, DEMO_ORG), isAdmin: account.role === "ROLE_ADMIN" };
}

/** A decision acted on: its latest version, or (superseded) an older one. */
interface Target {
  label: string;
  id: number;
  ada: string | null;
  status: DecisionStatus;
  versionId: string;
  latestVersionId: string;
  updatedAt: number;
  latest: boolean;
}

const ROW = `SELECT d.id, d.ada, d.status, d.latest_version_id AS latestVersionId, d.updated_at AS updatedAt
               FROM decisions d`;

function targetIn(status: DecisionStatus): Target {
  const row = e2eDb()
    .prepare(`${ROW} WHERE d.status = ? AND d.org_uid = ? ORDER BY d.id DESC LIMIT 1`)
    .get(status, DEMO_ORG) as Omit<Target, "label" | "versionId" | "latest"> | undefined;
  expect(row, `the seed has a ${status} decision of the demo body`).toBeTruthy();
  return { ...row!, label: status, versionId: row!.latestVersionId, latest: true };
}

/** A published decision with a corrected copy, acted on through its first (superseded) version. */
function supersededTarget(): Target {
  const row = e2eDb()
    .prepare(
      `${ROW}, decision_versions v
        WHERE v.decision_id = d.id AND v.version_id <> d.latest_version_id
          AND d.status = 'PUBLISHED' AND d.org_uid = ? ORDER BY d.id DESC LIMIT 1`,
    )
    .get(DEMO_ORG) as Omit<Target, "label" | "versionId" | "latest"> | undefined;
  expect(row, "the seed has a corrected copy in the demo body").toBeTruthy();
  const old = e2eDb()
    .prepare("SELECT version_id AS v FROM decision_versions WHERE decision_id = ? AND version_id <> ? LIMIT 1")
    .get(row!.id, row!.latestVersionId) as { v: string };
  return { ...row!, label: "PUBLISHED, superseded version", versionId: old.v, latest: false };
}

type Body = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

interface Route {
  what: string;
  /** The action the route asks the status machine for, given the decision's status. */
  action: (status: DecisionStatus) => DecisionAction;
  /** Routes addressed by ADA cannot name a decision that has none (a submitted one). */
  byAda?: boolean;
  /** The POST: its path and body (multipart for the forms with files). */
  post: (t: Target, csrf: string) => { path: string; form?: Record<string, string>; multipart?: Body };
  /** Where a refusal that is not a 403 sends the user, and what it says there. */
  refusal: (t: Target, answer: "conflict" | "not-allowed") => { location: string; message: string };
}

/** The edit the decision's page offers for a status; a pending revocation is refused as a published edit. */
const EDITS: DecisionAction[] = ["editSubmitted", "editPublished", "editRevoked"];
const editFor = (status: DecisionStatus) => EDITS.find((a) => RULES[a].from.includes(status)) ?? "editPublished";

const expected = (t: Target, csrf: string) => ({ csrf, updatedAt: String(t.updatedAt) });
const REASON = { ground: "REVOCATION_REASON_3", comment: "Έλεγχος απαγορευμένου συνδυασμού." };
const atDecision = (t: Target, answer: "conflict" | "not-allowed") => ({
  location: paths.decisionOrVersion(t.ada, t.latestVersionId),
  message: answer === "conflict" ? TEXT.decisionConflict : TEXT.actionNotAllowed,
});

const ROUTES: Route[] = [
  {
    what: "edit",
    action: editFor,
    post: (t, csrf) => ({ path: paths.editVersion(t.versionId), multipart: expected(t, csrf) }),
    refusal: atDecision,
  },
  {
    what: "publish",
    action: () => "publish",
    post: (t, csrf) => ({ path: paths.publish(t.versionId), form: { csrf, recipients: "" } }),
    refusal: (t) => ({
      location: t.ada ? paths.decision(t.ada) : paths.decisionVersion(t.versionId),
      message: TEXT.decisionNotPublishable,
    }),
  },
  {
    what: "corrected copy",
    action: () => "createCorrectedCopy",
    post: (t, csrf) => ({
      path: paths.correctedCopy(t.versionId),
      multipart: {
        ...expected(t, csrf),
        decisionFile: { name: "Ορθή.pdf", mimeType: "application/pdf", buffer: tinyPdf("corrected") },
      },
    }),
    refusal: atDecision,
  },
  {
    what: "delete submitted",
    action: () => "deleteSubmitted",
    post: (t, csrf) => ({ path: paths.deleteVersion(t.versionId), form: expected(t, csrf) }),
    refusal: atDecision,
  },
  {
    what: "attachment add",
    action: () => "editSubmitted",
    post: (t, csrf) => ({
      path: paths.attachments(t.versionId),
      multipart: {
        ...expected(t, csrf),
        attachment: { name: "Παράρτημα.pdf", mimeType: "application/pdf", buffer: tinyPdf("attachment") },
      },
    }),
    refusal: atDecision,
  },
  {
    what: "attachment remove",
    action: () => "editSubmitted",
    post: (t, csrf) => ({
      path: paths.attachments(t.versionId),
      form: { ...expected(t, csrf), intent: "remove", attachmentId: "1" },
    }),
    refusal: atDecision,
  },
  {
    what: "revocation request",
    action: () => "requestRevocation",
    byAda: true,
    post: (t, csrf) => ({ path: paths.revocationRequest(t.ada!), form: { ...expected(t, csrf), ...REASON } }),
    refusal: atDecision,
  },
  {
    what: "complete revocation",
    action: () => "revoke",
    byAda: true,
    post: (t, csrf) => ({ path: paths.revocationComplete(t.ada!), form: { ...expected(t, csrf), ...REASON } }),
    refusal: atDecision,
  },
  {
    what: "cancel revocation",
    action: () => "cancelRevocation",
    byAda: true,
    post: (t, csrf) => ({ path: paths.revocationCancel(t.ada!), form: expected(t, csrf) }),
    refusal: atDecision,
  },
  {
    what: "mass revocation",
    action: () => "revoke",
    byAda: true,
    post: (t, csrf) => ({ path: paths.massRevocation(), form: { csrf, adas: t.ada!, intent: "confirm", ...REASON } }),
    refusal: () => ({ location: paths.massRevocation(), message: TEXT.massRevocationDone(0, 1) }),
  },
  {
    what: "batch publish",
    action: () => "publish",
    post: (t, csrf) => ({ path: "/decision/batch", form: { csrf, op: "publish", v: t.versionId } }),
    refusal: () => ({ location: paths.userHome(), message: TEXT.batchPublished(0, 1) }),
  },
  {
    what: "batch delete",
    action: () => "deleteSubmitted",
    post: (t, csrf) => ({ path: "/decision/batch", form: { csrf, op: "delete", v: t.versionId } }),
    refusal: () => ({ location: paths.userHome(), message: TEXT.batchDeleted(0, 1) }),
  },
];

type Answer = "allowed" | "forbidden" | "conflict" | "not-allowed";

/** The oracle: read from the status machine's table, in the order the domain answers. */
function answerFor(route: Route, t: Target, account: Account): Answer {
  const action = route.action(t.status);
  const rule = RULES[action];
  const { permissions, isAdmin } = rightsOf(account);
  if (!rule.needs.some((need) => (need === "admin" ? isAdmin : permissions.has(need)))) return "forbidden";
  if (!t.latest) return "conflict";
  return rule.from.includes(t.status) ? "allowed" : "not-allowed";
}

/** What a refused POST must leave as it was. */
function snapshot(t: Target) {
  const db = e2eDb();
  return {
    decision: db
      .prepare(
        "SELECT status, updated_at, ada, revocation_reason, latest_version_id, published_at FROM decisions WHERE id = ?",
      )
      .get(t.id),
    versions: db.prepare("SELECT count(*) AS n FROM decision_versions WHERE decision_id = ?").get(t.id),
    attachments: db
      .prepare(
        `SELECT count(*) AS n FROM attachments WHERE version_id IN
           (SELECT version_id FROM decision_versions WHERE decision_id = ?)`,
      )
      .get(t.id),
    audit: db.prepare("SELECT max(id) AS last, count(*) AS n FROM audit_log").get(),
  };
}

async function signedIn(browser: Browser, account: Account): Promise<{ request: APIRequestContext; csrf: string }> {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await login(page, account.username);
  const html = await (await page.request.get("/")).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(csrf, `a form token for ${account.who}`).toBeTruthy();
  return { request: page.request, csrf: csrf! };
}

test("every forbidden status × role combination of the lifecycle is refused over HTTP and changes nothing", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await createUser({
    username: ACCOUNTS.at(-1)!.username,
    name: "Αναρτών άλλου φορέα",
    email: "other-publisher@example.org",
    role: "ROLE_ORG_PUBLISHER",
    orgUid: OTHER_ORG,
  });
  const targets = [...DECISION_STATUSES.map(targetIn), supersededTarget()];
  // Every action of the machine is reached by some route: a new action needs its route here.
  const reached = new Set(ROUTES.flatMap((r) => DECISION_STATUSES.map((s) => r.action(s))));
  expect([...DECISION_ACTIONS].filter((a) => !reached.has(a))).toEqual([]);

  const counts: Record<Answer, number> = { allowed: 0, forbidden: 0, conflict: 0, "not-allowed": 0 };
  for (const account of ACCOUNTS) {
    const { request, csrf } = await signedIn(browser, account);
    for (const route of ROUTES) {
      for (const target of targets) {
        // An ADA names the decision's latest version; a submitted decision has none.
        if (route.byAda && (!target.ada || !target.latest)) continue;
        const answer = answerFor(route, target, account);
        counts[answer]++;
        if (answer === "allowed") continue;
        const what = `${route.what} of a ${target.label} decision as ${account.who}: ${answer}`;
        const before = snapshot(target);
        const { path, ...body } = route.post(target, csrf);
        const response = await request.post(path, { ...body, headers: { Origin: BASE_URL }, maxRedirects: 0 });
        if (answer === "forbidden") {
          expect(response.status(), what).toBe(403);
          expect(await response.text(), what).toContain(MSG.forbidden);
        } else {
          const { location, message } = route.refusal(target, answer);
          expect(response.status(), what).toBe(303);
          expect(response.headers()["location"], what).toBe(location);
          // The page it leads to says why, once.
          expect(await (await request.get(location)).text(), what).toContain(message);
        }
        expect(snapshot(target), what).toEqual(before);
      }
    }
  }
  // The matrix is not empty by accident: every kind of refusal was sent.
  expect(counts.forbidden).toBeGreaterThan(100);
  expect(counts["not-allowed"]).toBeGreaterThan(20);
  expect(counts.conflict).toBeGreaterThan(3);
});
