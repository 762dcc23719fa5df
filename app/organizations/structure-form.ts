/**
 * The four structural changes of an organisation (SPEC §6 PERM_ADMIN_ORG_ACTIVATE, _RENAME, _MOVE,
 * _MERGE): their names, the permission each needs, their one-field-or-two forms and the schema
 * that checks them. Pure, so the page and the domain use the same module.
 */
import { z } from "zod";
import type { Permission } from "../access/permissions";
import { MSG, TEXT } from "../messages";
import { ORGANIZATION_FIELDS, organizationFormSchema } from "./organization-form";
import type { OrganizationStatus } from "./status";

export const STRUCTURAL_CHANGES = ["activate", "rename", "move", "merge"] as const;
export type StructuralChange = (typeof STRUCTURAL_CHANGES)[number];

export const STRUCTURAL_CHANGE_PERMISSION: Record<StructuralChange, Permission> = {
  activate: "PERM_ADMIN_ORG_ACTIVATE",
  rename: "PERM_ADMIN_ORG_RENAME",
  move: "PERM_ADMIN_ORG_MOVE",
  merge: "PERM_ADMIN_ORG_MERGE",
};

export const STRUCTURAL_CHANGE_TEXT: Record<StructuralChange, { title: string; button: string }> = {
  activate: { title: "Αλλαγή κατάστασης φορέα", button: "Αλλαγή κατάστασης" },
  rename: { title: "Μετονομασία φορέα", button: "Μετονομασία" },
  move: { title: "Αλλαγή εποπτεύοντος φορέα", button: "Μεταφορά" },
  merge: { title: "Συγχώνευση φορέα", button: "Συγχώνευση" },
};

/** Every field any of the four forms has, with its label and hint. */
export const STRUCTURE_FIELDS = {
  status: { label: "Νέα κατάσταση", hint: null },
  label: { label: "Νέα επωνυμία", hint: null },
  latinName: { label: "Νέο λατινικό όνομα", hint: ORGANIZATION_FIELDS.latinName.hint },
  supervisor: { label: "Νέος εποπτεύων φορέας", hint: ORGANIZATION_FIELDS.supervisorUid.hint },
  target: {
    label: "Φορέας στον οποίο συγχωνεύεται",
    hint: "Ο κωδικός ή το λατινικό όνομα του φορέα που θα κρατήσει τις πράξεις, τις μονάδες και τους υπογράφοντες.",
  },
} as const;
export type StructureField = keyof typeof STRUCTURE_FIELDS;

export const STRUCTURE_FORM_FIELDS: Record<StructuralChange, StructureField[]> = {
  activate: ["status"],
  rename: ["label", "latinName"],
  move: ["supervisor"],
  merge: ["target"],
};

export const STATUS_CHOICES: OrganizationStatus[] = ["active", "abolished", "pending"];

const shape = organizationFormSchema.shape;
const requiredName = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { error: MSG.required })
  .max(100, {
    error: TEXT.tooLong(100),
  });

export const STRUCTURE_SCHEMAS = {
  activate: z.object({ status: z.enum(STATUS_CHOICES, { error: TEXT.invalidOption }) }),
  rename: z.object({ label: shape.label, latinName: shape.latinName }),
  move: z.object({ supervisor: shape.supervisorUid }),
  merge: z.object({ target: requiredName }),
} as const;

export type StructureInput = {
  [K in StructuralChange]: { change: K } & z.output<(typeof STRUCTURE_SCHEMAS)[K]>;
}[StructuralChange];

/** The values as the forms send them (strings, all optional): what routes read from a query or form. */
export type StructureValues = Partial<Record<StructureField, string>>;
