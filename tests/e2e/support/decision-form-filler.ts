/**
 * Fills a decision type's dynamic fields in the browser form, driven by the type's field
 * definitions (the seeded catalogue, db/seed/field-definitions.ts): every required field that is
 * shown without another field's value, one row of every required table or list, a valid value of
 * each widget. The browser twin of app/decisions/testing/valid-extra-fields.ts (which posts the
 * same values to the route in unit tests). Controls are found by the name the definitions give
 * them; each one is checked to be labelled by its definition's label.
 */
import { expect, type Page } from "@playwright/test";
import { buildFieldTree, type FieldNode } from "#app/fields/field-tree";
import { joinName } from "#app/fields/paths";
import { seededDefs } from "#app/fields/testing-seed-defs";
import type { FieldDef } from "#app/fields/types";
import { needsOther, typedValidValue, VALID_AFM } from "#app/decisions/testing/valid-extra-fields";
import { todayInAthens } from "./text";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What the filler filled: the labels the decision page then shows, and the widgets used. */
export interface Filled {
  labels: string[];
  widgets: Set<string>;
}

async function fillField(page: Page, def: FieldDef, entry: string, filled: Filled) {
  filled.widgets.add(def.widget);
  if (def.widget === "AFM" || def.widget === "LINE_COMPOSITE_AFM") {
    await page.locator(`[name="${entry}.afm"]`).fill(VALID_AFM);
    await page.locator(`[name="${entry}.name"]`).fill("ΔΟΚΙΜΑΣΤΙΚΗ ΕΠΩΝΥΜΙΑ");
    return;
  }
  const control = page.locator(`[name="${entry}"]`).first();
  await expect(control, `${def.fieldPath} is labelled «${def.label}»`).toHaveAccessibleName(
    new RegExp(escapeRegExp(def.label)),
  );
  const text = typedValidValue(def, todayInAthens());
  if (text !== null) {
    await control.fill(text);
    return;
  }
  const values = await control
    .locator("option")
    .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter((v) => v !== ""));
  expect(values.length, `options of ${def.fieldPath}`).toBeGreaterThan(0);
  await control.selectOption(values[0]);
}

async function fill(page: Page, nodes: readonly FieldNode[], prefix: string, shownAs: string | null, filled: Filled) {
  for (const node of nodes) {
    const name = joinName(prefix, node.path);
    if (node.def.widget === "TEXT_HIDDEN" || needsOther(node.def)) continue;
    // A one-object group (ΦΕΚ) is always there, so its required fields are too; a table only when required.
    if (node.type === "group" && !node.table) {
      await fill(page, node.children, name, node.def.label, filled);
      continue;
    }
    if (!node.def.required) continue;
    filled.labels.push(shownAs === null || node.type === "group" ? node.def.label : `${shownAs}: ${node.def.label}`);
    if (node.type === "group") {
      filled.widgets.add(node.def.widget);
      // Inside a table row, the page shows the row as one line under the table's label.
      await fill(page, node.children, `${name}[0]`, "", filled);
      continue;
    }
    await fillField(page, node.def, node.list ? `${name}[0]` : name, filled);
  }
}

/** Fills the required dynamic fields of the seeded type on the open form. */
export async function fillRequiredFields(page: Page, typeUid: string): Promise<Filled> {
  const filled: Filled = { labels: [], widgets: new Set() };
  await fill(page, buildFieldTree(seededDefs(typeUid)), "extraFieldValues", null, filled);
  // Labels of fields inside a table row ("") are not shown on their own.
  filled.labels = filled.labels.filter((l) => !l.startsWith(": "));
  return filled;
}
