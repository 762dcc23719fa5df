/**
 * The dynamic-field widgets as a user meets them: each is rendered on the server, shown in a real
 * Chromium, and read through the accessibility tree (role, accessible name and description, value,
 * selected options), as a screen reader would.
 */
import { expect as expectInPage } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMarkupBrowser, type MarkupBrowser } from "#tests/support/markup-in-browser";
import { AMOUNT_HINT } from "./amount.widget";
import { DynamicField } from "./DynamicField";
import type { FieldDef, WidgetProps } from "./types";
import { kindOf } from "./widget-kind";

const def = (over: Partial<FieldDef> = {}): FieldDef => ({
  uid: "financialYear",
  fieldPath: "financialYear",
  widget: "YEAR",
  label: "Οικονομικό Έτος",
  required: false,
  ...over,
});

const markup = (props: Partial<WidgetProps> & { def: FieldDef }) =>
  renderToStaticMarkup(
    createElement(DynamicField, { name: `extraFieldValues.${props.def.fieldPath}`, id: "f-x", ...props }),
  );

let browser: MarkupBrowser;
beforeAll(async () => {
  browser = await openMarkupBrowser();
});
afterAll(async () => {
  await browser.close();
});
const show = (props: Partial<WidgetProps> & { def: FieldDef }) => browser.show(markup(props));

describe("DynamicField", () => {
  it("says «(υποχρεωτικό)» in a required field's name, and shows an asterisk instead", async () => {
    const page = await show({ def: def({ required: true }) });
    await expectInPage(page.getByRole("textbox", { name: "Οικονομικό Έτος (υποχρεωτικό)", exact: true })).toBeVisible();
    await expectInPage(page.getByText("*", { exact: true })).toBeVisible();
    await expectInPage(page.getByText("(υποχρεωτικό)")).not.toBeInViewport();

    const optional = await show({ def: def() });
    await expectInPage(optional.getByRole("textbox", { name: "Οικονομικό Έτος", exact: true })).toBeVisible();
    await expectInPage(optional.getByText("υποχρεωτικό")).toHaveCount(0);
  });

  it("describes an invalid field by its hint and its error, read with «Σφάλμα:» before it", async () => {
    const page = await show({
      def: def({ widget: "AMOUNT", label: "Ποσό" }),
      errors: ["Μη έγκυρο ποσό"],
      value: "12x",
    });
    const amount = page.getByRole("textbox", { name: "Ποσό", exact: true });
    await expectInPage(amount).toHaveValue("12x");
    await expectInPage(amount).toHaveAttribute("aria-invalid", "true");
    // The hint first (how to write it), then what went wrong.
    await expectInPage(amount).toHaveAccessibleDescription(`${AMOUNT_HINT} Σφάλμα: Μη έγκυρο ποσό`);
    // Sighted users see the message without the hidden prefix.
    await expectInPage(page.getByText("Σφάλμα:", { exact: true })).not.toBeInViewport();
    await expectInPage(page.getByText("Μη έγκυρο ποσό")).toBeVisible();
  });

  it("shows COMBOBOX_SIMPLE as a list box of the dictionary's options, keeping the choice", async () => {
    const page = await show({
      def: def({ widget: "COMBOBOX_SIMPLE", label: "Λόγος" }),
      options: [
        { value: "A", label: "Άλφα" },
        { value: "B", label: "Βήτα" },
      ],
      value: "B",
    });
    const select = page.getByRole("combobox", { name: "Λόγος" });
    await expectInPage(select).toHaveValue("B");
    await expectInPage(select.getByRole("option")).toHaveText(["— Επιλέξτε —", "Άλφα", "Βήτα"]);
  });

  it("groups options under their group names", async () => {
    const page = await show({
      def: def({ widget: "COMBOBOX_SIMPLE_GROUPED", label: "Είδος" }),
      options: [
        { value: "1", label: "Ένα", group: "Ομάδα Α" },
        { value: "2", label: "Δύο", group: "Ομάδα Β" },
      ],
    });
    // What the opened list shows: each group's heading and its options. (A closed list box keeps
    // its groups out of the accessibility tree, so they are read from the select element itself.)
    const groups = await page
      .getByRole("combobox", { name: "Είδος" })
      .evaluate((select: HTMLSelectElement) =>
        [...select.querySelectorAll("optgroup")].map((g) => [g.label, [...g.children].map((o) => o.textContent)]),
      );
    expect(groups).toEqual([
      ["Ομάδα Α", ["Ένα"]],
      ["Ομάδα Β", ["Δύο"]],
    ]);
  });

  it("shows multiple pickers as a multi-select list with every chosen value selected", async () => {
    const page = await show({
      def: def({ widget: "SIGNER_MULTIPLE", label: "Υπογράφοντες" }),
      options: [
        { value: "1", label: "Α" },
        { value: "2", label: "Β" },
        { value: "3", label: "Γ" },
      ],
      value: ["1", "3"],
    });
    const list = page.getByRole("listbox", { name: "Υπογράφοντες" });
    await expectInPage(list).toHaveValues(["1", "3"]);
    await expectInPage(list.getByRole("option", { selected: true })).toHaveText(["Α", "Γ"]);
  });

  it("shows a long multiple choice as a multi-select list with every chosen value selected", async () => {
    const options = Array.from({ length: 13 }, (_, i) => ({ value: String(i + 1), label: `Επιλογή ${i + 1}` }));
    const page = await show({
      def: def({ widget: "COMBOBOX_MULTIPLE", label: "Κατηγορίες" }),
      options,
      value: ["1", "3"],
    });
    const list = page.getByRole("listbox", { name: "Κατηγορίες" });
    await expectInPage(list).toHaveValues(["1", "3"]);
    await expectInPage(list.getByRole("option", { selected: true })).toHaveText(["Επιλογή 1", "Επιλογή 3"]);
  });

  it("shows a checkbox ticked after a ticked submission and unticked otherwise", async () => {
    const ticked = await show({ def: def({ widget: "CHECKBOX", label: "Μερική ανάληψη" }), value: "on" });
    await expectInPage(ticked.getByRole("checkbox", { name: "Μερική ανάληψη" })).toBeChecked();
    const unticked = await show({ def: def({ widget: "CHECKBOX", label: "Μερική ανάληψη" }) });
    await expectInPage(unticked.getByRole("checkbox", { name: "Μερική ανάληψη" })).not.toBeChecked();
  });

  it("writes an ISO date back as dd/mm/yyyy", async () => {
    const page = await show({ def: def({ widget: "DATE", label: "Ημερομηνία" }), value: "2024-03-05" });
    await expectInPage(page.getByRole("textbox", { name: "Ημερομηνία" })).toHaveValue("05/03/2024");
  });

  it("sends TEXT_HIDDEN without showing anything", async () => {
    const page = await show({ def: def({ widget: "TEXT_HIDDEN" }), value: "ΠΡΑΞΗ" });
    expect(await page.locator("form").ariaSnapshot()).toBe("");
    const sent = await page.locator("form").evaluate((form: HTMLFormElement) => [...new FormData(form).entries()]);
    expect(sent).toEqual([["extraFieldValues.financialYear", "ΠΡΑΞΗ"]]);
  });

  it("falls back to a text box for unknown widgets and for choice widgets without options", async () => {
    expect(kindOf({ widget: "SOMETHING_NEW" }, 0)).toBe("text");
    expect(kindOf({ widget: "COMBOBOX_AJAX_SIMPLE" }, 0)).toBe("text");
    expect(kindOf({ widget: "ORGANIZATION_ALL" }, 5000)).toBe("lookup");
    expect(kindOf({ widget: "SIGNER_MULTIPLE" }, 0)).toBe("text-list");
    const page = await show({ def: def({ widget: "COMBOBOX_SIMPLE", label: "Φορέας" }) });
    await expectInPage(page.getByRole("textbox", { name: "Φορέας" })).toBeEditable();
  });

  it("gives long text a box that keeps line breaks, and short text a single line", async () => {
    const long = await show({ def: def({ widget: "TEXT", maxLength: 2000, label: "Σκεπτικό" }) });
    await long.getByRole("textbox", { name: "Σκεπτικό" }).fill("πρώτη\nδεύτερη");
    await expectInPage(long.getByRole("textbox", { name: "Σκεπτικό" })).toHaveValue("πρώτη\nδεύτερη");
    const short = await show({ def: def({ widget: "TEXT", maxLength: 50, label: "Κωδικός" }) });
    await short.getByRole("textbox", { name: "Κωδικός" }).fill("πρώτη\nδεύτερη");
    await expectInPage(short.getByRole("textbox", { name: "Κωδικός" })).not.toHaveValue(/\n/);
  });
});
