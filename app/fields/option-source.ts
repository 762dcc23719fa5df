/**
 * Where a choice field's options come from, as the name of a list (the last segment of its
 * selection URL, paths.fieldOptions): a dictionary by its uid, "organizations" (every one, for
 * ORGANIZATION_ALL), "active-organizations" (ORGANIZATION_SIMPLE), or the "units" and "signers" of
 * an organisation (the form's own, or the one chosen in the field it depends on).
 */
import type { FieldDef } from "./types";

export const ORGANIZATION_LISTS = ["organizations", "active-organizations"] as const;
export const ORGANIZATION_PART_LISTS = ["units", "signers"] as const;

export function optionListOf(def: Pick<FieldDef, "widget" | "dictionaryUid">): string | null {
  if (def.dictionaryUid) return def.dictionaryUid;
  switch (def.widget) {
    case "ORGANIZATION_ALL":
      return "organizations";
    case "ORGANIZATION_SIMPLE":
      return "active-organizations";
    case "UNITS_HIERARCHICAL_MENU":
      return "units";
    case "SIGNER_MULTIPLE":
      return "signers";
    default:
      return null;
  }
}

/** Whether the list belongs to one organisation (and so takes ?org=). */
export const isPerOrganization = (list: string) => (ORGANIZATION_PART_LISTS as readonly string[]).includes(list);
