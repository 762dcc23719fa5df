/**
 * The search page's own controls (issue 10; SPEC §2 "Search box", "Search page helpers", §7, §9),
 * with JavaScript off and on: the search box that replaces only the free text of the query, the
 * facets' five-more steps, the date filter's presets and inputs, the advanced form and
 * /searchInfo. What the pages show is checked against the portal's database.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { allPublicDecisions, e2eDb, publicDecisionByAda } from "./support/db";
import { login } from "./support/auth";
import { facet, resultAdas, searchBox } from "./support/search";

/** Today in Athens, as yyyy-MM-dd. */
function athensToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Athens" }).format(new Date());
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const screen = (day: string) => day.split("-").reverse().join("/");

function queryOf(page: Page): string | null {
  return new URL(page.url()).searchParams.get("query");
}

/** The most common decision type among public decisions (so filters have results). */
function commonType(): string {
  const counts = new Map<string, number>();
  for (const d of allPublicDecisions()) counts.set(d.decisionTypeUid, (counts.get(d.decisionTypeUid) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

test.describe("the search box (SPEC §2)", () => {
  test("from the home page it sends the text as a quoted query at page 0", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("main").getByRole("searchbox");
    // Empty text does nothing: the visitor stays on the home page.
    await box.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("main").getByRole("searchbox")).toBeVisible();
    await box.fill("καθαρισμού");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?/);
    expect(queryOf(page)).toBe('"καθαρισμού"');
    expect(new URL(page.url()).searchParams.get("page")).toBe("0");
    // The box on the search page holds the text without the quotes.
    await expect(searchBox(page)).toHaveValue("καθαρισμού");
  });

  test("on the search page it replaces only the free text, keeping field parts and filters", async ({ page }) => {
    const type = commonType();
    const start = `/search?${new URLSearchParams({ query: `"απόφαση" AND decisionTypeUid:"${type}"`, fq: 'status:"PUBLISHED"' })}`;
    const response = await page.goto(start);
    expect(response?.status()).toBe(200);
    // Only the free text is in the box (it used to show «απόφαση" AND decisionTypeUid:"…»).
    await expect(searchBox(page)).toHaveValue("απόφαση");

    await searchBox(page).fill("καθαρισμού");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/καθαρ|%CE%BA%CE%B1%CE%B8/);
    expect(queryOf(page)).toBe(`"καθαρισμού" AND decisionTypeUid:"${type}"`);
    expect(new URL(page.url()).searchParams.getAll("fq")).toEqual(['status:"PUBLISHED"']);
    await expect(searchBox(page)).toHaveValue("καθαρισμού");
    for (const ada of await resultAdas(page)) {
      const row = publicDecisionByAda(ada)!;
      expect(row.decisionTypeUid).toBe(type);
      expect(row.status).toBe("PUBLISHED");
    }

    // Empty text does nothing: the search stays as it was.
    const before = page.url();
    await searchBox(page).fill("");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(before);
    await expect(searchBox(page)).toHaveValue("καθαρισμού");
  });

  test("bad syntax is a 400 naming the position, and an unknown sort a 400 too", async ({ page }) => {
    let response = await page.goto(`/search?${new URLSearchParams({ query: 'δαπάνη AND "μισό' })}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Στη θέση 12 ανοίγουν εισαγωγικά που δεν κλείνουν");
    response = await page.goto("/search?sort=best");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Άγνωστη ταξινόμηση «best»");
  });
});

test.describe("facets (SPEC §9: 5 values a step)", () => {
  test("«Περισσότερα» shows five more values each time, «Λιγότερα» the first five again", async ({ page }) => {
    const orgs = new Set(allPublicDecisions().map((d) => d.orgUid));
    expect(orgs.size, "the seed should publish for more than ten organisations").toBeGreaterThan(10);
    await page.goto("/search");
    const block = facet(page, "Φορέας");
    const values = block.getByRole("listitem");
    await expect(values).toHaveCount(5);

    await block.getByRole("link", { name: /^Περισσότερα/ }).click();
    await expect(page).toHaveURL(/more=organization%3A10/);
    await expect(values).toHaveCount(10);
    await block.getByRole("link", { name: /^Περισσότερα/ }).click();
    await expect(page).toHaveURL(/more=organization%3A15/);
    await expect(values).toHaveCount(Math.min(15, orgs.size));

    await block.getByRole("link", { name: /^Λιγότερα/ }).click();
    await expect(page).not.toHaveURL(/more=/);
    await expect(values).toHaveCount(5);
  });
});

test.describe("facets of units, signers, thematic categories, status and year", () => {
  /** The unit uids of a public decision's current version. */
  const unitsOf = (ada: string) =>
    JSON.parse(
      (
        e2eDb()
          .prepare(
            `SELECT v.unit_uids AS units FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
              WHERE d.ada = ?`,
          )
          .get(ada) as { units: string }
      ).units,
    ) as string[];

  test("a unit's link keeps only decisions of that unit; the year's only decisions of that year", async ({ page }) => {
    // One body's decisions: the extra facets are counted only up to 2,000 matches, and other specs
    // publish into the whole register meanwhile (the document system alone publishes 100).
    await page.goto(`/search?fq=${encodeURIComponent('organizationUid:"6013"')}`);
    for (const name of ["Θεματική κατηγορία", "Οργανωτική μονάδα", "Υπογράφων", "Κατάσταση", "Έτος έκδοσης"])
      await expect(facet(page, name).getByRole("listitem").first()).toBeVisible();

    const unitLink = facet(page, "Οργανωτική μονάδα").getByRole("link").first();
    const unitText = (await unitLink.innerText()).replace(/\s*\([\d.]+\)\s*$/, "");
    await unitLink.click();
    await expect(page).toHaveURL(/fq=unitUid/);
    await expect(page.getByRole("region", { name: "Ενεργά φίλτρα" })).toContainText(`Οργανωτική μονάδα: ${unitText}`);
    const unit = /unitUid:"([^"]+)"/.exec(new URL(page.url()).searchParams.getAll("fq").join(" "))![1];
    const adas = await resultAdas(page);
    expect(adas.length).toBeGreaterThan(0);
    for (const ada of adas) expect(unitsOf(ada)).toContain(unit);

    await page.goto(`/search?fq=${encodeURIComponent('organizationUid:"6013"')}`);
    const yearLink = facet(page, "Έτος έκδοσης").getByRole("link").first();
    const year = (await yearLink.innerText()).slice(0, 4);
    await yearLink.click();
    await expect(page).toHaveURL(/fq=issueDate/);
    for (const ada of await resultAdas(page)) expect(publicDecisionByAda(ada)!.issueDate.slice(0, 4)).toBe(year);
  });

  test("a search started from an organisation's page keeps the organisation until removed", async ({ page }) => {
    const decision = allPublicDecisions()[0];
    await page.goto(`/f/${encodeURIComponent(decision.orgUid)}`);
    await page
      .getByRole("link", { name: /Όλες οι (πράξεις|αναρτήσεις)/ })
      .first()
      .click();
    await expect(page).toHaveURL(/fq=organizationUid/);
    // With JavaScript the address changes before React shows the new page: wait for the search page,
    // or the text goes into the organisation page's header box, which the search page then removes
    // (the CI flake of decision 116, reproduced with the CPU throttled 20×).
    await expect(page.getByRole("link", { name: /Αφαίρεση του φίλτρου Φορέας/ })).toBeVisible();
    await searchBox(page).fill("απόφαση");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/query=/);
    expect(new URL(page.url()).searchParams.getAll("fq")).toEqual([`organizationUid:"${decision.orgUid}"`]);
    for (const ada of await resultAdas(page)) expect(publicDecisionByAda(ada)!.orgUid).toBe(decision.orgUid);
    // Removing it is one link; the text stays.
    await page.getByRole("link", { name: /Αφαίρεση του φίλτρου Φορέας/ }).click();
    await expect(page).not.toHaveURL(/fq=/);
    await expect(searchBox(page)).toHaveValue("απόφαση");
  });
});

test.describe("the date filter (SPEC §9)", () => {
  test("the presets filter on the issue date, in Athens days", async ({ page }) => {
    const today = athensToday();
    await page.goto("/search");
    const block = facet(page, "Ημερομηνία έκδοσης");
    await block.getByRole("link", { name: "Τελευταίες 7 ημέρες" }).click();
    await expect(page).toHaveURL(/fq=issueDate/);
    const from = addDays(today, -6);
    expect(new URL(page.url()).searchParams.getAll("fq")).toEqual([`issueDate:[${from} TO ${today}]`]);
    await expect(facet(page, "Ημερομηνία έκδοσης")).toContainText("Τελευταίες 7 ημέρες (επιλεγμένο)");
    for (const ada of await resultAdas(page)) {
      const { issueDate } = publicDecisionByAda(ada)!;
      expect(issueDate >= from && issueDate <= today, `${ada} issued ${issueDate}`).toBe(true);
    }
    // Another preset replaces the date filter instead of adding a second one.
    await facet(page, "Ημερομηνία έκδοσης").getByRole("link", { name: "Σήμερα" }).click();
    await expect(facet(page, "Ημερομηνία έκδοσης")).toContainText("Σήμερα (επιλεγμένο)");
    expect(new URL(page.url()).searchParams.getAll("fq")).toEqual([`issueDate:[${today} TO ${today}]`]);
  });

  test("'exactly' finds the decisions of one day; the inputs default to the last 30 days", async ({ page }) => {
    const day = allPublicDecisions()[0].issueDate;
    await page.goto("/search");
    const block = facet(page, "Ημερομηνία έκδοσης");
    // Exact labels: with JavaScript each input also has a calendar dialog «Επιλογή ημερομηνίας: …».
    await expect(block.getByLabel("Από", { exact: true })).toHaveValue(screen(addDays(athensToday(), -29)));
    await expect(block.getByLabel("Έως", { exact: true })).toHaveValue(screen(athensToday()));
    await expect(block.getByRole("textbox", { name: "Ημερομηνία (ακριβώς)" })).toHaveAttribute("maxlength", "10");

    await block.getByRole("radio", { name: "Ακριβώς" }).check();
    await block.getByRole("textbox", { name: "Ημερομηνία (ακριβώς)" }).fill(screen(day));
    await block.getByRole("button", { name: "Εφαρμογή ημερομηνίας" }).click();
    await expect(page).toHaveURL(/fq=issueDate/);
    expect(new URL(page.url()).searchParams.getAll("fq")).toEqual([`issueDate:[${day} TO ${day}]`]);
    const adas = await resultAdas(page);
    expect(adas.length).toBeGreaterThan(0);
    for (const ada of adas) expect(publicDecisionByAda(ada)!.issueDate).toBe(day);
  });

  test("a day after today is refused with a Greek message", async ({ page }) => {
    const response = await page.goto(
      `/search?${new URLSearchParams({ form: "date", dateMode: "exactly", dateExact: screen(addDays(athensToday(), 2)) })}`,
    );
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("είναι μετά τη σημερινή");
  });
});

test.describe("?advanced=true", () => {
  test("one input per field builds the query, shown and editable", async ({ page }) => {
    const decision = allPublicDecisions().find((d) => d.status === "PUBLISHED")!;
    await page.goto("/search?advanced=true");
    const form = page.getByRole("form", { name: "Σύνθετη αναζήτηση" });
    for (const label of ["ΑΔΑ", "Αριθμός πρωτοκόλλου", "Θέμα", "Φορέας", "Μονάδα", "Υπογράφων", "Είδος πράξης"])
      await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
    await form.getByLabel("ΑΔΑ", { exact: false }).fill(decision.ada);
    await form.getByLabel("Είδος πράξης", { exact: false }).fill(decision.decisionTypeUid);
    await form.getByRole("button", { name: "Αναζήτηση" }).click();
    await expect(page).toHaveURL(/query=/);
    expect(queryOf(page)).toBe(`ada:"${decision.ada}" AND decisionTypeUid:"${decision.decisionTypeUid}"`);
    expect(await resultAdas(page)).toEqual([decision.ada]);

    // The query is shown, and the advanced form opens with it to edit.
    await page.getByRole("link", { name: "Σύνθετη αναζήτηση" }).click();
    await expect(page.getByRole("textbox", { name: "Ερώτημα" })).toHaveValue(queryOf(page)!);
  });
});

test.describe("OR, NOT and parentheses (issue 10)", () => {
  test("are evaluated across words and fields, not refused", async ({ page }) => {
    // Two seeded decisions of different organisations (the oldest ones: no other spec edits them).
    const all = allPublicDecisions();
    const first = all[all.length - 1];
    const second = all
      .slice(0, -1)
      .reverse()
      .find((d) => d.orgUid !== first.orgUid)!;
    const run = async (query: string) => {
      const response = await page.goto(`/search?query=${encodeURIComponent(query)}`);
      expect(response?.status()).toBe(200);
      return (await resultAdas(page)).sort();
    };
    expect(await run(`ada:"${first.ada}" OR ada:"${second.ada}"`)).toEqual([first.ada, second.ada].sort());
    expect(await run(`(ada:"${first.ada}" OR ada:"${second.ada}") NOT ada:"${second.ada}"`)).toEqual([first.ada]);
    expect(await run(`(ada:"${first.ada}" OR ada:"${second.ada}") AND NOT organizationUid:"${first.orgUid}"`)).toEqual([
      second.ada,
    ]);
    expect(await run(`ada:"${first.ada}" OR (ada:"${second.ada}" AND organizationUid:"${first.orgUid}")`)).toEqual([
      first.ada,
    ]);
  });
});

test.describe("the afm field (issue 10)", () => {
  test("finds a decision by the AFM of one of its parties", async ({ page }) => {
    // A seeded decision whose extra fields name a party with an AFM (a contractor, a beneficiary).
    const withAfm = allPublicDecisions()
      .reverse()
      .map((d) => {
        const row = e2eDb()
          .prepare(`SELECT extra_field_values AS v FROM decision_versions WHERE version_id = ?`)
          .get(d.versionId) as { v: string };
        return { d, afm: /"afm":"(\d{9})"/.exec(row.v)?.[1] };
      })
      .find((x) => x.afm)!;
    const response = await page.goto(`/search?query=${encodeURIComponent(`afm:"${withAfm.afm}"`)}&size=100`);
    expect(response?.status()).toBe(200);
    expect(await resultAdas(page)).toContain(withAfm.d.ada);
    const none = await page.goto(`/search?query=${encodeURIComponent(`afm:"000000000" ada:"${withAfm.d.ada}"`)}`);
    expect(none?.status()).toBe(200);
    expect(await resultAdas(page)).toEqual([]);
  });
});

test.describe("/searchInfo", () => {
  test("explains the language with examples that run", async ({ page }) => {
    const response = await page.goto("/searchInfo");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Οδηγίες αναζήτησης");
    // How many of a large search's newest decisions the filters' numbers are counted over (decision 133).
    await expect(page.getByText(/μετρώνται στις 2\.000 νεότερες πράξεις της αναζήτησης/)).toBeVisible();
    await page.getByRole("link", { name: '"απόφαση" AND decisionTypeUid:"Β.1.3"' }).click();
    await expect(page).toHaveURL(/\/search\?query=/);
    await expect(page.getByRole("heading", { name: /^(Βρέθηκαν|Δεν βρέθηκαν)/ })).toBeVisible();
    await expect(searchBox(page)).toHaveValue("απόφαση");
  });

  test("the search page links to it", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("link", { name: "Οδηγίες αναζήτησης" }).click();
    await expect(page).toHaveURL(/\/searchInfo$/);
  });
});

test.describe("bookmarks (SPEC §2, §8)", () => {
  test("a user with the permission saves the search, finds it on their page and deletes it", async ({ page }) => {
    await login(page, "submitter");
    const description = `Καθαρισμός ${Date.now().toString(36)}`;
    await page.goto(`/search?${new URLSearchParams({ query: '"καθαρισμού"', fq: 'status:"PUBLISHED"' })}`);
    await page.getByLabel("Περιγραφή σελιδοδείκτη").fill(description);
    await page.getByRole("button", { name: "Αποθήκευση αναζήτησης" }).click();
    await expect(page.getByText("Η αποθήκευση του σελιδοδείκτη ολοκληρώθηκε με επιτυχία")).toBeVisible();
    expect(queryOf(page)).toBe('"καθαρισμού"');

    await page.goto("/userhome");
    const list = page.getByRole("region", { name: "Σελιδοδείκτες" });
    await list.getByRole("link", { name: description, exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=/);
    expect(queryOf(page)).toBe('"καθαρισμού"');
    expect(new URL(page.url()).searchParams.getAll("fq")).toEqual(['status:"PUBLISHED"']);

    await page.goto("/userhome");
    await page.getByRole("link", { name: `Διαγραφή του σελιδοδείκτη ${description}` }).click();
    await expect(page.getByRole("heading", { name: "Διαγραφή σελιδοδείκτη" })).toBeVisible();
    await page.getByRole("button", { name: "Διαγραφή" }).click();
    await expect(page).toHaveURL(/\/userhome/);
    await expect(page.getByRole("region", { name: "Σελιδοδείκτες" })).not.toContainText(description);
  });

  test("an empty description is refused with an alert headed «Παρουσιάστηκε σφάλμα»; visitors see no button", async ({
    page,
  }) => {
    await page.goto("/search");
    await expect(page.getByRole("button", { name: "Αποθήκευση αναζήτησης" })).toHaveCount(0);
    await login(page, "publisher");
    await page.goto("/search?query=ύδρευση");
    await page.getByLabel("Περιγραφή σελιδοδείκτη").fill("   ");
    // The browser's own check would stop an empty field; spaces reach the server.
    await page.getByRole("button", { name: "Αποθήκευση αναζήτησης" }).click();
    await expect(page.getByText("Παρουσιάστηκε σφάλμα: Γράψτε μια περιγραφή του σελιδοδείκτη")).toBeVisible();
    expect(queryOf(page)).toBe("ύδρευση");
  });
});

test.describe("picking a decision by its ADA (SPEC §2 decision-search dialog)", () => {
  test("the page finds decisions and offers each ADA to copy", async ({ page }) => {
    const decision = allPublicDecisions().find((d) => d.status === "PUBLISHED")!;
    await page.goto("/search/pick");
    await page.getByRole("searchbox", { name: "Θέμα, ΑΔΑ ή αριθμός πρωτοκόλλου" }).fill(decision.ada);
    await page.getByRole("main").getByRole("button", { name: "Αναζήτηση" }).click();
    await expect(page).toHaveURL(/\/search\/pick\?query=/);
    const list = page.getByRole("list", { name: "Πράξεις για επιλογή" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("textbox", { name: /ΑΔΑ για αντιγραφή/ })).toHaveValue(decision.ada);
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(decision.subject);
  });
});
