/**
 * The schema of a decision for one decision type, built from its field definitions (SPEC §3)
 * with the rule modules of app/fields. The same schema validates the HTML form (Conform's
 * parseWithZod over FormData) and the JSON API (a DecisionStoreRequest-shaped object): its keys are
 * the write API's names, and every rule accepts both the form's text and the API's typed values.
 * See docs/decisions/006-one-schema-for-form-and-api.md.
 *
 * Pure: no database, no server imports. The caller loads the options (the organisations the user
 * may submit for, that organisation's units and signers, the thematic categories, each choice
 * field's dictionary) and today's Athens day, and passes them in.
 */
import { z } from "zod";
import { checkboxSchema } from "../fields/checkbox.rule";
import { parseDate } from "../fields/date.rule";
import { checkNotAfter } from "../fields/date-after.rule";
import { emailListSchema } from "../fields/email-list.rule";
import { parseOption, parseOptions, type Option } from "../fields/options.rule";
import { fail, ruleSchema } from "../fields/rule";
import { buildFieldTree } from "../fields/field-tree";
import { dynamicFieldsSchema } from "../fields/fields-schema";
import { textSchema } from "../fields/text.rule";
import type { FieldDef } from "../fields/types";
import { uploadSchema, type UploadedFile } from "../fields/upload.rule";
import { TEXT } from "../messages";
import {
  COMMON_FIELDS,
  EXTRA_FIELDS,
  PROTOCOL_NUMBER_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  type DecisionSchemaContext,
} from "./form-schema.fields";

export { COMMON_FIELDS, EXTRA_FIELDS, type DecisionForm, type DecisionSchemaContext } from "./form-schema.fields";

export interface DecisionInput {
  decisionTypeId: string;
  organizationId: string;
  subject: string;
  protocolNumber: string;
  /** ISO YYYY-MM-DD */
  issueDate: string;
  unitIds: string[];
  signerIds: string[];
  thematicCategoryIds: string[];
  extraFieldValues: Record<string, unknown>;
  privateData: boolean;
  recipients: string[];
  decisionFile?: UploadedFile;
}

/** The form control name of an extra field: its path inside extraFieldValues. */
export function extraFieldName(def: Pick<FieldDef, "fieldPath">): string {
  return `${EXTRA_FIELDS}.${extraFieldPath(def)}`;
}

/** A definition's path relative to extraFieldValues (definitions may or may not spell the prefix). */
export function extraFieldPath(def: Pick<FieldDef, "fieldPath">): string {
  return def.fieldPath.startsWith(`${EXTRA_FIELDS}.`) ? def.fieldPath.slice(EXTRA_FIELDS.length + 1) : def.fieldPath;
}

const COMMON_NAMES = new Set<string>(Object.keys(COMMON_FIELDS));

/**
 * The extra fields with paths relative to extraFieldValues, minus any that would shadow a common
 * field (those have their own rules here).
 */
export function extraFields(fields: readonly FieldDef[]): FieldDef[] {
  return fields
    .map((def) => ({ ...def, fieldPath: extraFieldPath(def) }))
    .filter((def) => !COMMON_NAMES.has(def.fieldPath.split(".")[0]));
}

const choice = (options: readonly Option[], message: string) => {
  const allowed = new Set(options.map((o) => o.value));
  return ruleSchema(
    (v) => {
      const parsed = parseOption(v, allowed);
      return parsed.ok ? parsed : fail(message);
    },
    { required: true },
  );
};

const choices = (options: readonly Option[]) => {
  const allowed = new Set(options.map((o) => o.value));
  return ruleSchema((v) => parseOptions(v, allowed), { required: true });
};

/** The issue date: a real day, not after today (Athens). */
const issueDateSchema = (today: string) =>
  ruleSchema(
    (v) => {
      const day = parseDate(v);
      if (!day.ok) return day;
      const tooLate = checkNotAfter(day.value, today);
      return tooLate ? fail(tooLate) : day;
    },
    { required: true },
  );

export function buildDecisionSchema(ctx: DecisionSchemaContext) {
  const shape = {
    decisionTypeId: choice(ctx.decisionTypes, TEXT.invalidDecisionType),
    organizationId: choice(ctx.organizations, TEXT.invalidOrganization),
    subject: textSchema(SUBJECT_MAX_LENGTH, { required: true }),
    protocolNumber: textSchema(PROTOCOL_NUMBER_MAX_LENGTH, { required: true }),
    issueDate: issueDateSchema(ctx.today),
    unitIds: choices(ctx.units),
    signerIds: choices(ctx.signers),
    thematicCategoryIds: choices(ctx.thematicCategories),
    extraFieldValues: dynamicFieldsSchema(
      buildFieldTree(extraFields(ctx.fields)),
      ctx.fieldOptions,
      ctx.dependentOptions,
    ),
    privateData: checkboxSchema(),
    recipients: emailListSchema().transform((list) => list ?? []),
    ...(ctx.withDocument ? { decisionFile: uploadSchema(ctx.upload) } : {}),
  };
  return z.object(shape) as unknown as z.ZodType<DecisionInput, unknown>;
}
