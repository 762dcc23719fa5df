/**
 * Structural changes of an organisation (issue 14: activate, rename, move, merge), with JavaScript
 * off and on, as the administrator who may and the organisation administrator who may not: each
 * change is a form, a confirmation page and a POST; what the public then sees (old addresses that
 * redirect, the history page, the search filter and the feed of the body a merged one joined, the
 * supervised lists of a moved body's new and old supervisor) is compared with what is stored. Each
 * project changes its own seeded bodies (the database is fresh every run, the projects run one
 * after the other).
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { BASE_URL } from "./support/env";
import { e2eDb } from "./support/db";

const FORBIDDEN = "Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.";
/** Bodies other specs name by uid: never changed here. */
const UNTOUCHED = ["6013", "6296"];

interface Body {
  uid: string;
  label: string;
  latinName: string;
  decisions: number;
}

/**
 * Seeded bodies with published decisions (at most 100, so a merge stays small), by uid; `slot`
 * picks which of them, so each test, and each project, changes bodies of its own. The list is
 * stable under the changes made here: a merged body stays in it, a merge target stays under 100.
 */
function bodies(slot: number, count: number): Body[] {
  const rows = e2eDb()
    .prepare(
      `SELECT o.uid, o.label, o.latin_name AS latinName, count(d.id) AS decisions
         FROM organizations o LEFT JOIN decisions d ON d.org_uid = o.uid AND d.status = 'PUBLISHED'
        WHERE o.uid NOT IN (${UNTOUCHED.map(() => "?").join(",")})
        GROUP BY o.uid HAVING (count(d.id) BETWEEN 1 AND 100) OR o.merged_into_uid IS NOT NULL ORDER BY o.uid`,
    )
    .all(...UNTOUCHED) as Body[];
  const offset = (test.info().project.name === "js" ? 8 : 0) + slot;
  return rows.slice(offset, offset + count);
}

const orgRow = (uid: string) =>
  e2eDb()
    .prepare(
      "SELECT label, latin_name AS latinName, supervisor_uid AS supervisorUid, is_active AS isActive, in_effect AS inEffect, merged_into_uid AS mergedInto FROM organizations WHERE uid = ?",
    )
    .get(uid) as {
    label: string;
    latinName: string;
    supervisorUid: string | null;
    isActive: number;
    inEffect: number;
    mergedInto: string | null;
  };
const decisionsOf = (uid: string) =>
  (e2eDb().prepare("SELECT count(*) AS n FROM decisions WHERE org_uid = ?").get(uid) as { n: number }).n;
const auditCount = () => (e2eDb().prepare("SELECT count(*) AS n FROM audit_log").get() as { n: number }).n;

async function openChange(page: Page, uid: string, linkName: string) {
  await page.goto(`/organization/edit/${uid}`);
  await page.getByRole("link", { name: linkName }).click();
  await expect(page.getByRole("heading", { level: 1, name: linkName })).toBeVisible();
}

test("the administrator renames a body: the old address redirects, its decisions stay in its search filter and feed, history answers", async ({
  page,
}) => {
  const [body] = bodies(0, 1);
  const newLatin = `${body.latinName}_neo`;
  await login(page, "admin");
  await openChange(page, body.uid, "Μετονομασία φορέα");
  await page.getByLabel("Νέα επωνυμία").fill(`${body.label} (ΝΕΟ)`);
  await page.getByLabel("Νέο λατινικό όνομα").fill(newLatin);
  await page.getByRole("button", { name: "Συνέχεια" }).click();
  // The confirmation page: what changes, nothing written yet.
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Λατινικό όνομα/ })).toContainText(newLatin);
  expect(orgRow(body.uid).latinName).toBe(body.latinName);
  await page.getByRole("button", { name: "Μετονομασία" }).click();
  await expect(page.getByText(`Ο φορέας «${body.label}» μετονομάστηκε σε «${body.label} (ΝΕΟ)».`)).toBeVisible();
  expect(orgRow(body.uid)).toMatchObject({ latinName: newLatin, label: `${body.label} (ΝΕΟ)` });

  const old = await page.request.get(`/f/${body.latinName}?tab=units`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/f/${newLatin}?tab=units`);
  await page.goto(`/f/${body.latinName}`);
  await expect(page).toHaveURL(`${BASE_URL}/f/${newLatin}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${body.label} (ΝΕΟ)`);
  expect((await page.request.get(`/f/${body.latinName}/rss`)).status()).toBe(200);

  // Its decisions stay its own: the search's organisation filter finds its newest one, and its
  // feed, by the new latin name and the old, carries it under the new name.
  const ada = (
    e2eDb()
      .prepare(
        "SELECT ada FROM decisions WHERE org_uid = ? AND status = 'PUBLISHED' ORDER BY published_at DESC, id DESC LIMIT 1",
      )
      .get(body.uid) as { ada: string }
  ).ada;
  await page.goto(`/search?query=${encodeURIComponent(ada)}&fq=organizationUid:"${body.uid}"`);
  await expect(page.getByRole("link", { name: new RegExp(ada) }).first()).toBeVisible();
  // Each row names the body as it is called now (the index re-filed its decisions).
  await expect(
    page
      .getByRole("definition")
      .filter({ hasText: `${body.label} (ΝΕΟ)` })
      .first(),
  ).toBeVisible();
  await page.goto(`/search?fq=organizationUid:"${body.uid}"`);
  await expect(page.getByText("Δεν βρέθηκαν πράξεις")).toHaveCount(0);
  const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  for (const name of [newLatin, body.latinName]) {
    const feed = await (await page.request.get(`/f/${name}/rss`)).text();
    expect(feed, `/f/${name}/rss`).toContain(ada);
    expect(feed, `/f/${name}/rss`).toContain(" (ΝΕΟ) – ");
    // Its items too, not only the feed's title.
    expect(feed, `/f/${name}/rss`).toContain(`>${xmlText(`${body.label} (ΝΕΟ)`)}</category>`);
    expect(feed, `/f/${name}/rss`).not.toContain(`>${xmlText(body.label)}</category>`);
  }
  await page.goto(`/f/${newLatin}`);

  await page.getByRole("link", { name: "Ιστορικό του φορέα" }).click();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText(newLatin);
  await expect(rows.nth(2)).toContainText(body.latinName);
  // The open API's record of the body and the dashboard's JSON keep the former state too.
  const record = (await (await page.request.get(`/luminapi/api/organizations/all/${body.uid}`)).json()) as {
    states: { latinName: string; until: string | null }[];
    formerLatinNames: { latinName: string }[];
  };
  expect(record.states.map((s) => s.latinName).slice(0, 2)).toEqual([newLatin, body.latinName]);
  expect(record.states[0].until).toBeNull();
  expect(record.formerLatinNames.map((f) => f.latinName)).toContain(body.latinName);
  const historyorgs = (await (
    await page.request.get(`/static/api/dashboards/org/${body.latinName}/historyorgs`)
  ).json()) as { latinName: string }[];
  expect(historyorgs.map((s) => s.latinName).slice(0, 2)).toEqual([newLatin, body.latinName]);
});

test("the administrator merges a body: its decisions, search filter, feed and old address follow the other", async ({
  page,
}) => {
  const [source, target] = bodies(1, 2);
  const moved = decisionsOf(source.uid);
  const targetBefore = decisionsOf(target.uid);
  const ada = (
    e2eDb()
      .prepare(
        "SELECT ada FROM decisions WHERE org_uid = ? AND status = 'PUBLISHED' ORDER BY published_at DESC LIMIT 1",
      )
      .get(source.uid) as { ada: string }
  ).ada;
  await login(page, "admin");
  await openChange(page, source.uid, "Συγχώνευση φορέα");
  await page.getByLabel("Φορέας στον οποίο συγχωνεύεται").fill(source.latinName);
  await page.getByRole("button", { name: "Συνέχεια" }).click();
  await expect(page.getByText("Ένας φορέας δεν μπορεί να συγχωνευθεί στον εαυτό του.").first()).toBeVisible();
  await page.getByLabel("Φορέας στον οποίο συγχωνεύεται").fill(target.latinName);
  await page.getByRole("button", { name: "Συνέχεια" }).click();
  await expect(page.getByText(new RegExp(`Μεταφέρονται στον φορέα: ${moved} πράξεις`))).toBeVisible();
  await page.getByRole("button", { name: "Συγχώνευση" }).click();
  await expect(page.getByText(`Ο φορέας «${source.label}» συγχωνεύθηκε στον φορέα «${target.label}».`)).toBeVisible();
  await expect(page).toHaveURL(`${BASE_URL}/f/${target.latinName}`);

  expect(decisionsOf(source.uid)).toBe(0);
  expect(decisionsOf(target.uid)).toBe(targetBefore + moved);
  expect(orgRow(source.uid)).toMatchObject({ mergedInto: target.uid, isActive: 1, inEffect: 0 });

  // The search filter of the body it joined finds the moved decision; the old body's finds nothing.
  await page.goto(`/search?query=${encodeURIComponent(ada)}&fq=organizationUid:"${target.uid}"`);
  await expect(page.getByRole("link", { name: new RegExp(ada) }).first()).toBeVisible();
  await page.goto(`/search?fq=organizationUid:"${source.uid}"`);
  await expect(page.getByText("Δεν βρέθηκαν πράξεις").first()).toBeVisible();
  // The old addresses lead to the body it joined, and its feed carries the moved decision.
  const old = await page.request.get(`/f/${source.latinName}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/f/${target.latinName}`);
  expect(await (await page.request.get(`/f/${target.uid}/rss`)).text()).toContain(ada);
  // The merged body's own record says where it went.
  await page.goto(`/organization/history/${source.uid}`);
  await expect(page.getByRole("table")).toContainText(`συγχωνεύθηκε στον φορέα «${target.label}»`);
});

/** The uids a supervised-bodies JSON call lists (the body itself left out of /organizations/all). */
async function supervisedUids(page: Page, url: string): Promise<string[]> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  const rows = (await response.json()) as { uid: string; level?: number }[];
  return rows.filter((r) => r.level !== 0).map((r) => r.uid);
}

test("the administrator moves a body under another supervisor and marks it abolished", async ({ page }) => {
  const [body, supervisor] = bodies(3, 2);
  const formerSupervisor = orgRow(body.uid).supervisorUid;
  const ada = (
    e2eDb()
      .prepare(
        "SELECT ada FROM decisions WHERE org_uid = ? AND status = 'PUBLISHED' ORDER BY published_at DESC, id DESC LIMIT 1",
      )
      .get(body.uid) as { ada: string }
  ).ada;
  await login(page, "admin");
  await openChange(page, body.uid, "Αλλαγή εποπτεύοντος φορέα");
  await page.getByLabel("Νέος εποπτεύων φορέας").fill(supervisor.uid);
  await page.getByRole("button", { name: "Συνέχεια" }).click();
  await page.getByRole("button", { name: "Μεταφορά" }).click();
  await expect(page.getByText(`Ο εποπτεύων φορέας του «${body.label}» άλλαξε.`)).toBeVisible();
  expect(orgRow(body.uid).supervisorUid).toBe(supervisor.uid);

  // Its decisions stay its own: the search's organisation filter and its feed still carry them.
  await page.goto(`/search?query=${encodeURIComponent(ada)}&fq=organizationUid:"${body.uid}"`);
  await expect(page.getByRole("link", { name: new RegExp(ada) }).first()).toBeVisible();
  expect(await (await page.request.get(`/f/${body.latinName}/rss`)).text()).toContain(ada);
  // The new supervisor lists it among the bodies it supervises (JSON and public page); the old one no more.
  expect(await supervisedUids(page, `/static/api/organizations/all/${supervisor.uid}`)).toContain(body.uid);
  expect(await supervisedUids(page, `/static/api/dashboards/org/${supervisor.uid}/sub`)).toContain(body.uid);
  await page.goto(`/f/${supervisor.latinName}`);
  const supervised = page.getByRole("region", { name: "Εποπτευόμενοι φορείς" });
  await expect(supervised.getByRole("link", { name: body.label, exact: true })).toBeVisible();
  // The chosen bodies all have a supervisor, so the old one is there to look at.
  if (!formerSupervisor) throw new Error(`body ${body.uid} has no supervisor to move away from`);
  expect(await supervisedUids(page, `/static/api/organizations/all/${formerSupervisor}`)).not.toContain(body.uid);
  expect(await supervisedUids(page, `/static/api/dashboards/org/${formerSupervisor}/sub`)).not.toContain(body.uid);
  await page.goto(`/f/${formerSupervisor}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(orgRow(formerSupervisor).label);
  await expect(page.getByRole("link", { name: body.label, exact: true })).toHaveCount(0);

  await openChange(page, body.uid, "Αλλαγή κατάστασης φορέα");
  await page.getByLabel(/^Καταργημένος/).check();
  await page.getByRole("button", { name: "Συνέχεια" }).click();
  await page.getByRole("button", { name: "Αλλαγή κατάστασης" }).click();
  await expect(page.getByText(`Ο φορέας «${body.label}» είναι πλέον: Καταργημένος.`)).toBeVisible();
  expect(orgRow(body.uid)).toMatchObject({ isActive: 1, inEffect: 0 });
  await page.goto(`/f/${body.latinName}`);
  await expect(page.getByText("Καταργημένος φορέας: δεν αναρτά νέες πράξεις").first()).toBeVisible();
  await expect(page.getByRole("link", { name: supervisor.label })).toBeVisible();
});

test("an organisation administrator and a submitter are refused every structural change and a forged POST", async ({
  page,
}) => {
  for (const who of ["orgadmin", "submitter"] as const) {
    await login(page, who);
    for (const change of ["activate", "rename", "move", "merge"]) {
      await page.goto(`/organization/${change}/6013`);
      await expect(page).toHaveURL(`${BASE_URL}/`);
      await expect(page.getByText(FORBIDDEN)).toBeVisible();
    }
    const before = auditCount();
    const token = await page.locator('input[name="csrf"]').first().inputValue();
    const forged = await page.request.post("/organization/merge/6013", {
      form: { csrf: token, target: "6296" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(orgRow("6013").mergedInto).toBeNull();
    expect(auditCount()).toBe(before);
    await page.context().clearCookies();
  }
});

test("a visitor reads the supervisor tree as nested lists; with script a zoomable drawing joins them", async ({
  page,
}) => {
  const demo = e2eDb().prepare("SELECT label, supervisor_uid AS up FROM organizations WHERE uid = '6013'").get() as {
    label: string;
    up: string;
  };
  const supervisor = orgRow(demo.up);
  await page.goto("/organization/visual");
  await page.getByLabel("Φορέας (κωδικός ή λατινικό όνομα)").fill(supervisor.latinName);
  await page.getByRole("button", { name: "Εμφάνιση" }).click();
  await expect(page.getByRole("heading", { level: 2, name: supervisor.label })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: demo.label, exact: true }) });
  await expect(item.first()).toBeVisible();
  await item.first().getByRole("link", { name: demo.label, exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/organization/visual?org=6013`);
  await expect(page.getByRole("navigation", { name: "Εποπτεύοντες φορείς" })).toContainText(supervisor.label);

  await page.goto(`/organization/visual?org=${demo.up}`);
  if (test.info().project.name === "js") {
    const svg = page.locator("figure svg");
    await expect(svg).toBeVisible();
    const before = Number(await svg.getAttribute("width"));
    await page.getByRole("button", { name: "Μεγέθυνση" }).click();
    await expect.poll(async () => Number(await svg.getAttribute("width"))).toBeGreaterThan(before);
  } else {
    await expect(page.locator("svg")).toHaveCount(0);
  }
  expect((await page.request.get("/organization/visual?org=no_such_body")).status()).toBe(404);
});
