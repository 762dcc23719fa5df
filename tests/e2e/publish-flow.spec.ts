/**
 * The staff path from a new decision to a public one, with JavaScript off and on:
 * a submitter files a Β.1.3 decision with its PDF, a publisher confirms its publication with a
 * recipient's address, and then the decision is in search, in the organisation's RSS feed, and
 * in the recipient's mailbox at the SMTP server.
 */
import { parseAda } from "#app/decisions/ada";
import { test, expect } from "./support/fixtures";
import { login, logout } from "./support/auth";
import { expectNoViolations } from "./support/axe";
import { decisionsWithSubject, publicDecisionByAda } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";
import { parseXml } from "./support/xml";
import { resultAdas, searchBox } from "./support/search";
import { waitForMail } from "../support/smtp-sink";

const FEED_ORG = "6013";

test("submitter files a decision, publisher publishes it, citizens and the recipient see it", async ({
  page,
  browser,
  javaScriptEnabled,
}, testInfo) => {
  const token = `${testInfo.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για προμήθεια υλικών δοκιμής ${token}`;
  const recipient = `paraliptis-${token}@example.gr`;

  // 1. The submitter files it.
  await login(page, "submitter");
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, validDecision(subject));
  const submitted = await submitForm(page);
  expect(submitted.status()).toBeLessThan(400);
  await expect(page.getByText("Η πράξη υποβλήθηκε.")).toBeVisible();
  const decisionUrl = page.url();

  const [stored] = decisionsWithSubject(subject);
  expect(stored, "the submitted decision is not in the database").toBeTruthy();
  expect(stored.status).toBe("SUBMITTED");
  expect(stored.ada).toBeNull();
  expect(stored.orgUid).toBe(FEED_ORG);
  await logout(page);

  // 2. The publisher opens it and confirms the publication: on the confirmation page without
  // JavaScript, in a dialog on the decision's page with it (SPEC §2 "Dialogs").
  await login(page, "publisher");
  await page.goto(decisionUrl);
  await expect(page.getByText(subject).first()).toBeVisible();
  const publishLink = page.getByRole("link", { name: "Ανάρτηση" });
  await publishLink.click();
  await expect(page.getByRole("heading", { name: "Μήνυμα επιβεβαίωσης" })).toBeVisible();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Μήνυμα επιβεβαίωσης" });
    await expect(dialog).toBeVisible();
    expect(page.url()).toBe(decisionUrl);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(publishLink).toBeFocused();
    await publishLink.click();
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
  } else {
    await expect(page).toHaveURL(/\/decision\/publish\//);
  }
  await expect(page.getByText("Παρακαλώ επιβεβαιώστε την ανάρτηση της πράξης.")).toBeVisible();
  await page
    .getByLabel(/Παραλήπτ/)
    .first()
    .fill(recipient);
  await page.getByRole("button", { name: "Ανάρτηση", exact: true }).click();

  const published = page.getByText(/Η πράξη αναρτήθηκε με ΑΔΑ/);
  await expect(published).toBeVisible();
  const ada = parseAda(/ΑΔΑ\s+(\S+?)\.?$/.exec((await published.innerText()).trim())?.[1] ?? "");
  expect(ada, "the confirmation does not show a well-formed ADA").toBeTruthy();
  // The notice went out before the answer, so the page does not say it is still pending.
  await expect(page.getByText(/ειδοποίηση των παραληπτών/)).toHaveCount(0);
  const row = publicDecisionByAda(ada!);
  expect(row?.status).toBe("PUBLISHED");
  expect(row?.subject).toBe(subject);

  // 3. Anyone finds it by its subject.
  const anonymous = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "no-js" });
  const visitor = await anonymous.newPage();
  await visitor.goto("/search");
  await searchBox(visitor).fill(token);
  await searchBox(visitor).press("Enter");
  await expect.poll(() => resultAdas(visitor)).toEqual([ada]);
  await visitor.goto(`/decision/view/${encodeURIComponent(ada!)}`);
  await expect(visitor.getByText(subject).first()).toBeVisible();

  // 4. It is in the organisation's RSS 2.0 feed.
  const feed = await anonymous.request.get(`/f/${FEED_ORG}/rss`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toMatch(/^application\/(rss\+)?xml\b/);
  const rss = await parseXml(browser, await feed.text());
  expect(rss.error, "the feed is not well-formed XML").toBeNull();
  expect(rss.root).toBe("rss");
  expect(rss.rootAttributes.version).toBe("2.0");
  expect(rss.channels).toBe(1);
  expect(rss.channel.title).toBeTruthy();
  expect(rss.channel.link).toBeTruthy();
  expect(rss.channel.description).toBeTruthy();
  const item = rss.items.find(
    (i) => i.link.includes(`/decision/view/${encodeURIComponent(ada!)}`) || i.link.includes(`/decision/view/${ada}`),
  );
  expect(item, `no feed item links to ${ada}`).toBeTruthy();
  expect(`${item!.title} ${item!.description}`).toContain(subject);
  await anonymous.close();

  // 5. The recipient's e-mail reached the SMTP server, with the ADA in it.
  const mail = await waitForMail((m) => m.envelope.to.includes(recipient), 15_000);
  expect(`${mail.subject}\n${mail.text}`).toContain(ada!);
  // Its Message-ID names the notice for good (a re-send keeps it) on the register's host.
  expect(mail.headers["message-id"]).toMatch(/^<publish\.[0-9a-f-]{36}\.[0-9a-f]{16}@127\.0\.0\.1>$/);
});
