/**
 * The SPEC §3 widgets as modules: every name has one, and the widgets this register added (custom
 * data, grouped and hierarchical menus, multiple choices, the ajax selectors without JavaScript)
 * render and validate as a user meets them. Shown in a real Chromium (tests/support/markup-in-browser).
 */
import { expect as expectInPage } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WIDGETS } from "#db/seed/field-definitions";
import { openMarkupBrowser, type MarkupBrowser } from "#tests/support/markup-in-browser";
import { MSG, TEXT } from "../messages";
import { isSearchable, MIN_TERM_LENGTH, SEARCH_BUTTON, type FieldSearch } from "./ajax-search";
import { DynamicField } from "./DynamicField";
import { FieldFormContext } from "./field-form-context";
import { siblingName } from "./paths";
import type { FieldDef, Option, WidgetProps } from "./types";
import { WIDGET_MODULES, widgetModule } from "./widgets";

const def = (over: Partial<FieldDef>): FieldDef => ({
  uid: "x",
  fieldPath: "x",
  widget: "TEXT",
  label: "Πεδίο",
  required: false,
  ...over,
});

const markup = (props: Partial<WidgetProps> & { def: FieldDef }, searches: Record<string, FieldSearch> = {}) =>
  renderToStaticMarkup(
    createElement(
      FieldFormContext.Provider,
      { value: { searches } },
      createElement(DynamicField, { name: `extraFieldValues.${props.def.fieldPath}`, id: "f-x", ...props }),
    ),
  );

/** What the rule of a widget makes of a value (the message when refused). */
function ruleSays(d: FieldDef, value: unknown, options: readonly Option[] = [], required = false) {
  const result = z.object({ v: widgetModule(d.widget).rule(d, options, required) }).safeParse({ v: value });
  return result.success ? { value: result.data.v } : { error: result.error.issues[0].message };
}

const CPV: Option[] = [
  { value: "30192000-1", label: "30192000-1 Είδη γραφείου" },
  { value: "30197630-1", label: "30197630-1 Χαρτί εκτύπωσης" },
];

let browser: MarkupBrowser;
beforeAll(async () => {
  browser = await openMarkupBrowser();
});
afterAll(async () => {
  await browser.close();
});
const show = (props: Partial<WidgetProps> & { def: FieldDef }, searches?: Record<string, FieldSearch>) =>
  browser.show(markup(props, searches));

describe("widget modules", () => {
  it("has one module for each of the 22 SPEC §3 widgets, and plain text for any other name", () => {
    expect(WIDGETS).toHaveLength(22);
    expect([...WIDGET_MODULES.keys()].sort()).toEqual([...WIDGETS].sort());
    expect(widgetModule("SOMETHING_NEW").name).toBe("TEXT");
  });
});

describe("COMBOBOX_CUSTOM_DATA", () => {
  it("suggests the list's values and takes a value of the user's own, up to maxLength", async () => {
    const d = def({ widget: "COMBOBOX_CUSTOM_DATA", label: "Είδος", maxLength: 10 });
    const page = await show({ def: d, options: [{ value: "a", label: "Προμήθειες" }], value: "Άλλο" });
    const box = page.getByRole("combobox", { name: "Είδος" });
    await expectInPage(box).toHaveValue("Άλλο");
    expect(
      await page.locator("datalist option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(["Προμήθειες"]);
    expect(ruleSays(d, "Δική μου")).toEqual({ value: "Δική μου" });
    expect(ruleSays(d, "1234567890")).toEqual({ value: "1234567890" });
    expect(ruleSays(d, "12345678901")).toEqual({ error: TEXT.tooLong(10) });
  });
});

describe("HIERARCHICAL_MENU and UNITS_HIERARCHICAL_MENU", () => {
  it("indents each option by its depth and lets any level be chosen", async () => {
    const options: Option[] = [
      { value: "d1", label: "Διεύθυνση Οικονομικών", depth: 0 },
      { value: "t1", label: "Τμήμα Λογιστηρίου", depth: 1 },
    ];
    for (const widget of ["HIERARCHICAL_MENU", "UNITS_HIERARCHICAL_MENU"]) {
      const d = def({ widget, label: "Μονάδα" });
      const page = await show({ def: d, options, value: "t1" });
      const select = page.getByRole("combobox", { name: "Μονάδα" });
      await expectInPage(select).toHaveValue("t1");
      expect(await select.locator("option").allTextContents()).toEqual([
        "— Επιλέξτε —",
        "Διεύθυνση Οικονομικών",
        "\u00a0\u00a0Τμήμα Λογιστηρίου",
      ]);
      expect(ruleSays(d, "d1", options)).toEqual({ value: "d1" });
      expect(ruleSays(d, "unit-of-another-body", options)).toEqual({ error: TEXT.invalidOption });
    }
  });
});

describe("COMBOBOX_SIMPLE_GROUPED", () => {
  it("shows the options under their group's heading", async () => {
    const page = await show({
      def: def({ widget: "COMBOBOX_SIMPLE_GROUPED", label: "Γεωγραφική Περιοχή" }),
      options: [{ value: "m1", label: "ΔΗΜΟΣ ΤΗΝΟΥ", group: "ΠΕΡΙΦΕΡΕΙΑ ΝΟΤΙΟΥ ΑΙΓΑΙΟΥ" }],
    });
    expect(await page.locator("optgroup").getAttribute("label")).toBe("ΠΕΡΙΦΕΡΕΙΑ ΝΟΤΙΟΥ ΑΙΓΑΙΟΥ");
  });
});

describe("the ajax selectors without JavaScript", () => {
  it("keep the chosen option ticked, and offer a search box with its own submit button", async () => {
    const d = def({ widget: "COMBOBOX_AJAX_SIMPLE", fieldPath: "cpv", label: "CPV" });
    const page = await show({ def: d, options: CPV, value: "30192000-1" });
    const group = page.getByRole("group", { name: "CPV" });
    await expectInPage(group.getByRole("radio", { name: "30192000-1 Είδη γραφείου" })).toBeChecked();
    await expectInPage(group.getByRole("searchbox", { name: "Αναζήτηση για «CPV»" })).toBeEditable();
    const button = group.getByRole("button", { name: "Αναζήτηση για «CPV»" });
    await expectInPage(button).toHaveAttribute("name", SEARCH_BUTTON);
    await expectInPage(button).toHaveAttribute("value", "extraFieldValues.cpv");
    await expectInPage(group).toContainText(`τουλάχιστον ${MIN_TERM_LENGTH} χαρακτήρες`);
  });

  it("list what a search found as radio buttons (one) or checkboxes (several), the term kept", async () => {
    const search = { "extraFieldValues.cpv": { term: "χαρτ", options: [CPV[1]] } };
    const one = await show({ def: def({ widget: "COMBOBOX_AJAX_SIMPLE", fieldPath: "cpv", label: "CPV" }) }, search);
    await expectInPage(one.getByRole("radio", { name: "30197630-1 Χαρτί εκτύπωσης" })).not.toBeChecked();
    await expectInPage(one.getByRole("searchbox")).toHaveValue("χαρτ");

    const several = await show(
      {
        def: def({ widget: "COMBOBOX_AJAX_MULTIPLE", fieldPath: "cpv", label: "CPV" }),
        options: CPV,
        value: ["30192000-1"],
      },
      search,
    );
    await expectInPage(several.getByRole("checkbox", { name: "30192000-1 Είδη γραφείου" })).toBeChecked();
    await expectInPage(several.getByRole("checkbox", { name: "30197630-1 Χαρτί εκτύπωσης" })).not.toBeChecked();
    await several.getByRole("checkbox", { name: "30197630-1 Χαρτί εκτύπωσης" }).check();
    const sent = await several
      .locator("form")
      .evaluate((form: HTMLFormElement) => new FormData(form).getAll("extraFieldValues.cpv"));
    expect(sent).toEqual(["30192000-1", "30197630-1"]);
  });

  it("say why a search found nothing", async () => {
    const search = { "extraFieldValues.org": { term: "ab", options: [], problem: "Γράψτε τουλάχιστον 3 χαρακτήρες." } };
    const page = await show({ def: def({ widget: "ORGANIZATION_SIMPLE", fieldPath: "org", label: "Φορέας" }) }, search);
    await expectInPage(page.getByRole("status")).toHaveText("Γράψτε τουλάχιστον 3 χαρακτήρες.");
  });

  it("refuse a value outside the known options, one or several", () => {
    const one = def({ widget: "ORGANIZATION_ALL" });
    expect(ruleSays(one, "30192000-1", CPV)).toEqual({ value: "30192000-1" });
    expect(ruleSays(one, "forged", CPV)).toEqual({ error: TEXT.invalidOption });
    const several = def({ widget: "COMBOBOX_AJAX_MULTIPLE" });
    expect(ruleSays(several, ["30192000-1", "30197630-1"], CPV)).toEqual({ value: ["30192000-1", "30197630-1"] });
    expect(ruleSays(several, ["30192000-1", "forged"], CPV)).toEqual({ error: TEXT.invalidOption });
    expect(ruleSays(several, [], CPV, true)).toEqual({ error: MSG.required });
  });
});

describe("ajax search rules (SPEC §5, §9)", () => {
  it("search from 3 characters, counting letters not bytes and ignoring spaces around", () => {
    expect(isSearchable("ab")).toBe(false);
    expect(isSearchable("  ab  ")).toBe(false);
    expect(isSearchable("αβγ")).toBe(true);
    expect(isSearchable("abc")).toBe(true);
  });

  it("find the field a dependent field follows in the same table row", () => {
    expect(
      siblingName(
        "extraFieldValues.contributing_parts[2].signerIds",
        "contributing_parts.signerIds",
        "contributing_parts.ministryId",
      ),
    ).toBe("extraFieldValues.contributing_parts[2].ministryId");
    expect(siblingName("extraFieldValues.signExpireDate", "signExpireDate", "signDate")).toBe(
      "extraFieldValues.signDate",
    );
  });
});
