/**
 * The extra fields of a decision type as a clerk meets them, with JavaScript off: rendered on the
 * server, shown in Chromium, and checked by what the form would send (its FormData, and the
 * add/remove buttons' values) and by what a screen reader reads (buttons' names, descriptions).
 */
import { expect as expectInPage, type Page } from "@playwright/test";
import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMarkupBrowser, type MarkupBrowser } from "#tests/support/markup-in-browser";
import { renderInRouter } from "#tests/support/render-in-router";
import { buildFieldTree } from "./field-tree";
import { DynamicFields, type FormSnapshot } from "./DynamicFields";
import { FieldFormContext } from "./field-form-context";
import { seededDefs } from "./testing-seed-defs";

const markup = (type: string, form: FormSnapshot) =>
  renderInRouter(
    createElement(DynamicFields, {
      nodes: buildFieldTree(seededDefs(type)),
      prefix: "extraFieldValues",
      options: { budgettype: [{ value: "T", label: "Τακτικός Προϋπολογισμός" }] },
      form,
    }),
  );

let browser: MarkupBrowser;
beforeAll(async () => {
  browser = await openMarkupBrowser();
});
afterAll(async () => {
  await browser.close();
});
const show = async (form: FormSnapshot) => browser.show(await markup("Β.1.3", form));

/** What the form sends when submitted as it is (no button pressed). */
const sent = (page: Page) =>
  page
    .locator("form")
    .evaluate((form: HTMLFormElement) =>
      Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, typeof v === "string" ? v : v.name])),
    );

/** What pressing a button adds to the submission: its name and its (JSON) value. */
const pressing = (page: Page, name: string | RegExp) =>
  page.getByRole("button", { name }).evaluate((b: HTMLButtonElement) => ({ [b.name]: JSON.parse(b.value) as unknown }));

describe("DynamicFields (Β.1.3 as seeded)", () => {
  it("starts a required table with one row and no remove button, an optional one with none", async () => {
    const page = await show({ values: null, errors: {} });
    const fields = await sent(page);
    expect(fields).toHaveProperty(["extraFieldValues.amountWithKae[0].kae"]);
    expect(Object.keys(fields).filter((k) => k.startsWith("extraFieldValues.relatedDecisions["))).toEqual([]);
    await expectInPage(page.getByRole("button", { name: /Αφαίρεση γραμμής/ })).toHaveCount(0);
    // The optional table offers a row; pressing the button asks the server for one.
    const addRelated = Object.values(await pressing(page, "Προσθήκη γραμμής στο «Δείτε επίσης και ..»"))[0];
    expect(addRelated).toEqual({ type: "insert", payload: { name: "extraFieldValues.relatedDecisions" } });
    // Defaults of hidden fields are sent.
    expect(fields["extraFieldValues.amountWithVAT.currency"]).toBe("EUR");
    expect(fields["extraFieldValues.documentType"]).toBe("ΠΡΑΞΗ");
  });

  it("shows submitted rows with remove buttons once there are more than the minimum", async () => {
    const values = { extraFieldValues: { amountWithKae: [{ kae: "02.6117" }, { kae: "02.6118" }] } };
    const page = await show({ values, errors: {} });
    const fields = await sent(page);
    expect(fields["extraFieldValues.amountWithKae[0].kae"]).toBe("02.6117");
    expect(fields["extraFieldValues.amountWithKae[1].kae"]).toBe("02.6118");
    await expectInPage(page.getByRole("button", { name: /^Αφαίρεση γραμμής \d/ })).toHaveText([
      /Αφαίρεση γραμμής 1/,
      /Αφαίρεση γραμμής 2/,
    ]);
    expect(Object.values(await pressing(page, /^Αφαίρεση γραμμής 2/))[0]).toEqual({
      type: "remove",
      payload: { name: "extraFieldValues.amountWithKae", index: 1 },
    });
  });

  it("puts each error beside its field, inside rows too", async () => {
    const page = await show({
      values: { extraFieldValues: { amountWithKae: [{ kae: "" }] } },
      errors: { "extraFieldValues.amountWithKae[0].kae": ["Το πεδίο είναι υποχρεωτικό."] },
    });
    const kae = page.getByRole("textbox", { name: /Αριθμός ΚΑΕ\/ΑΛΕ/ }).first();
    await expectInPage(kae).toHaveAttribute("name", "extraFieldValues.amountWithKae[0].kae");
    await expectInPage(kae).toHaveAccessibleDescription(/Σφάλμα: Το πεδίο είναι υποχρεωτικό\./);
  });

  it("explains conditional fields, which stay on screen without JavaScript", async () => {
    const page = await show({ values: null, errors: {} });
    await expectInPage(
      page.getByText("Συμπληρώνεται μόνο αν έχει επιλεγεί το «Μερική ανάληψη υποχρέωσης».").first(),
    ).toBeVisible();
  });

  it("renders an AFM as number and name boxes under one group", async () => {
    const page = await show({
      values: { extraFieldValues: { amountWithKae: [{ sponsorAFMName: { afm: "800189144", name: "Α" } }] } },
      errors: {},
    });
    const group = page.getByRole("group", { name: "ΑΦΜ / Επωνυμία" }).first();
    await expectInPage(group.getByRole("textbox", { name: "ΑΦΜ", exact: true })).toHaveValue("800189144");
    await expectInPage(group.getByRole("textbox", { name: "Επωνυμία", exact: true })).toHaveValue("Α");
    const fields = await sent(page);
    expect(fields["extraFieldValues.amountWithKae[0].sponsorAFMName.afm"]).toBe("800189144");
    expect(fields["extraFieldValues.amountWithKae[0].sponsorAFMName.name"]).toBe("Α");
  });
});

describe("DynamicFields: a unit list following the body of its row (2.4.7.1 as seeded)", () => {
  const lists = {
    "co_competent.unitId": {
      "6013": [
        { value: "u1", label: "ΔΙΕΥΘΥΝΣΗ ΔΙΟΙΚΗΣΗΣ" },
        { value: "u2", label: "ΤΜΗΜΑ ΠΡΟΣΩΠΙΚΟΥ", depth: 1 },
      ],
      "6174": [{ value: "81217", label: "ΤΕΧΝΙΚΗ ΥΠΗΡΕΣΙΑ" }],
    },
  };
  const rowsMarkup = (rows: Record<string, string>[], withLists = lists) =>
    renderInRouter(
      createElement(
        FieldFormContext.Provider,
        { value: { searches: {}, lists: withLists } },
        createElement(DynamicFields, {
          nodes: buildFieldTree(seededDefs("2.4.7.1")),
          prefix: "extraFieldValues",
          options: {},
          form: { values: { extraFieldValues: { co_competent: rows } }, errors: {} },
        }),
      ),
    );
  const unitIn = (page: Page, n: number) =>
    page.getByRole("group", { name: `Συναρμόδιοι Φορείς: γραμμή ${n}`, exact: true }).getByLabel(/^Μονάδα/);
  const offered = (page: Page, n: number) =>
    unitIn(page, n)
      .locator("option")
      .evaluateAll((els) => els.map((el) => el.textContent ?? "").filter((t) => !t.startsWith("—")));

  it("offers each row the units of its own body, the chosen one kept, a tree level indented", async () => {
    const page = await browser.show(
      await rowsMarkup([
        { ministryId: "6013", unitId: "u2" },
        { ministryId: "6174", unitId: "" },
      ]),
    );
    expect(await offered(page, 1)).toEqual(["ΔΙΕΥΘΥΝΣΗ ΔΙΟΙΚΗΣΗΣ", "\u00a0\u00a0ΤΜΗΜΑ ΠΡΟΣΩΠΙΚΟΥ"]);
    expect(await offered(page, 2)).toEqual(["ΤΕΧΝΙΚΗ ΥΠΗΡΕΣΙΑ"]);
    await expectInPage(unitIn(page, 1)).toHaveValue("u2");
    await expectInPage(unitIn(page, 1)).toHaveAccessibleDescription(/Οι επιλογές ακολουθούν το «Φορέας»/);
    expect((await sent(page))["extraFieldValues.co_competent[0].unitId"]).toBe("u2");
  });

  it("a row without a body offers no unit and says why; a list the page lacks is typed as a code", async () => {
    const page = await browser.show(
      await rowsMarkup(
        [
          { ministryId: "", unitId: "" },
          { ministryId: "9999", unitId: "77" },
        ],
        lists,
      ),
    );
    await expectInPage(unitIn(page, 1)).toBeDisabled();
    await expectInPage(unitIn(page, 1)).toHaveAccessibleDescription(/Επιλέξτε πρώτα «Φορέας»/);
    // No list for body 9999 in the answer: the code input, its value kept (the save still checks it).
    await expectInPage(unitIn(page, 2)).toHaveValue("77");
    await expectInPage(unitIn(page, 2)).toHaveAccessibleDescription(/Γράψτε τον κωδικό\./);
  });
});
