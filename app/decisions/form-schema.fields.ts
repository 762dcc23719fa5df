/**
 * The common fields of every decision and what the entry form of one type shows: plain data,
 * shared by the schema (./form-schema.ts) and the page, which must not pull the schema's code
 * into the browser.
 */
import type { SignerUnits } from "./signer-units";
import type { Option } from "../fields/options.rule";
import type { FieldDef } from "../fields/types";
import type { DependentOptions, OptionsByPath } from "../fields/fields-schema";
import type { UploadLimits } from "../fields/upload.rule";

export const SUBJECT_MAX_LENGTH = 2000;
export const PROTOCOL_NUMBER_MAX_LENGTH = 100;
export const EXTRA_FIELDS = "extraFieldValues";

/** The common fields every decision has, described like dynamic fields so the form can show them. */
export const COMMON_FIELDS = {
  decisionTypeId: {
    uid: "decisionTypeId",
    fieldPath: "decisionTypeId",
    widget: "COMBOBOX_SIMPLE_GROUPED",
    label: "Είδος πράξης",
    required: true,
  },
  organizationId: {
    uid: "organizationId",
    fieldPath: "organizationId",
    widget: "ORGANIZATION_SIMPLE",
    label: "Φορέας",
    required: true,
  },
  subject: {
    uid: "subject",
    fieldPath: "subject",
    widget: "TEXT",
    label: "Θέμα",
    required: true,
    maxLength: SUBJECT_MAX_LENGTH,
  },
  protocolNumber: {
    uid: "protocolNumber",
    fieldPath: "protocolNumber",
    widget: "TEXT",
    label: "Αριθμός πρωτοκόλλου",
    required: true,
    maxLength: PROTOCOL_NUMBER_MAX_LENGTH,
    help: "Όπως γράφεται στο έγγραφο, π.χ. 72/2025",
  },
  issueDate: { uid: "issueDate", fieldPath: "issueDate", widget: "DATE", label: "Ημερομηνία έκδοσης", required: true },
  unitIds: {
    uid: "unitIds",
    fieldPath: "unitIds",
    widget: "COMBOBOX_MULTIPLE",
    label: "Οργανωτική μονάδα",
    required: true,
  },
  signerIds: {
    uid: "signerIds",
    fieldPath: "signerIds",
    widget: "SIGNER_MULTIPLE",
    label: "Υπογράφοντες",
    required: true,
  },
  thematicCategoryIds: {
    uid: "thematicCategoryIds",
    fieldPath: "thematicCategoryIds",
    widget: "COMBOBOX_MULTIPLE",
    label: "Θεματικές κατηγορίες",
    required: true,
  },
  privateData: {
    uid: "privateData",
    fieldPath: "privateData",
    widget: "CHECKBOX",
    label: "Η πράξη περιέχει δεδομένα προσωπικού χαρακτήρα",
    required: false,
  },
  recipients: {
    uid: "recipients",
    fieldPath: "recipients",
    widget: "TEXT",
    label: "Παραλήπτες ηλεκτρονικού ταχυδρομείου",
    required: false,
    maxLength: 4000,
    help: "Θα ειδοποιηθούν όταν αναρτηθεί η πράξη. Χωρίστε τις διευθύνσεις με κόμμα ή γράψτε μία ανά γραμμή.",
  },
  decisionFile: {
    uid: "decisionFile",
    fieldPath: "decisionFile",
    widget: "FILE",
    label: "Αρχείο πράξης (PDF)",
    required: true,
    help: "Το υπογεγραμμένο έγγραφο της πράξης σε μορφή PDF.",
  },
} as const satisfies Record<string, FieldDef>;

/** What the decision schema (./form-schema.ts) is built from. */
export interface DecisionSchemaContext {
  /** Leaf decision types the user may choose. */
  decisionTypes: readonly Option[];
  /** Organisations the user may submit for. */
  organizations: readonly Option[];
  /** Units, signers of the chosen organisation; thematic categories (THK). */
  units: readonly Option[];
  signers: readonly Option[];
  thematicCategories: readonly Option[];
  /** The type's extra fields (and the common extra fields every type has). */
  fields: readonly FieldDef[];
  /** Options of choice fields, by the field's path inside extraFieldValues. */
  fieldOptions?: OptionsByPath;
  /** Today as an Europe/Athens ISO day: the issue date may not be later. */
  today: string;
  /** Validate the decision's PDF as well (an async schema then). */
  withDocument?: boolean;
  upload?: UploadLimits;
  /** Options of fields that follow another field in the same row (a body's signers), checked on the server. */
  dependentOptions?: DependentOptions;
}

export type CommonFieldName = keyof typeof COMMON_FIELDS;

/** What the entry form of one type and organisation shows (loaded by form-schema.server.ts). */
export interface DecisionForm extends Omit<
  DecisionSchemaContext,
  "today" | "withDocument" | "upload" | "dependentOptions"
> {
  type: Option;
  organization: Option;
  /** Recipients the user saved as defaults (SPEC §3 "Decision defaults: mail recipients"). */
  defaultRecipients: string[];
  /** The units each signer signs for: the signer list follows the chosen units (./signer-units.ts). */
  signerUnits?: SignerUnits;
}
