/**
 * The OpenData API's answers as zod schemas: the real register's field names and JSON types
 * (reference/diavgeia.md §1.5, the samples in shared/data/diavgeia-api-samples): ids are strings,
 * times epoch milliseconds, absent values null. Each call's parameter schema is in params.ts; the
 * table of calls (calls.server.ts) names both, so an OpenAPI document can be generated from them.
 * Pure.
 */
import { z } from "zod";

const epochMs = z.number().int().describe("epoch milliseconds");
const id = z.string();

export const attachmentSchema = z.object({
  id,
  description: z.string().nullable(),
  filename: z.string(),
  mimeType: z.string(),
  checksum: z.string().nullable(),
  size: z.number().int(),
});

export const decisionSchema = z.object({
  protocolNumber: z.string(),
  subject: z.string(),
  issueDate: epochMs.describe("the day of issue, UTC midnight, epoch milliseconds"),
  organizationId: id,
  signerIds: z.array(id),
  unitIds: z.array(id),
  decisionTypeId: id,
  thematicCategoryIds: z.array(id),
  extraFieldValues: z.record(z.string(), z.unknown()),
  privateData: z.boolean(),
  ada: z.string(),
  publishTimestamp: epochMs.describe("first publication (ADA assignment)"),
  submissionTimestamp: epochMs.describe("this version's time (the latest version's, by ADA)"),
  versionId: id,
  status: z.enum(["PUBLISHED", "PENDING_REVOCATION", "REVOKED"]),
  url: z.string().describe("absolute: this decision in the OpenData API"),
  documentUrl: z.string().describe("absolute: the decision's PDF"),
  documentChecksum: z.string().nullable().describe("SHA-256 of the PDF, hex"),
  attachments: z.array(attachmentSchema),
  warnings: z.array(z.string()).nullable(),
  correctedVersionId: id.nullable(),
});
export type OpendataDecision = z.infer<typeof decisionSchema>;

export const searchInfoSchema = z.object({
  query: z.string().describe("the search in the advanced query language, as run"),
  page: z.number().int().describe("0-based"),
  size: z.number().int(),
  actualSize: z.number().int(),
  total: z.number().int().describe("exact"),
  order: z.enum(["recent", "relative"]),
});

export const searchResultSchema = z.object({ decisions: z.array(decisionSchema), info: searchInfoSchema });
export type OpendataSearchResult = z.infer<typeof searchResultSchema>;

export const versionLogEntrySchema = z.object({
  versionId: id,
  creator: z.string(),
  versionTimestamp: epochMs,
  description: z.string().nullable(),
  status: z.string(),
  correctedVersionId: id.nullable(),
});

export const versionLogSchema = z.object({
  ada: z.string(),
  organizationId: id,
  versions: z.array(versionLogEntrySchema),
});

export const searchTermsSchema = z.object({ terms: z.array(z.object({ term: z.string(), label: z.string() })) });

export const decisionTypeSchema = z.object({
  uid: id,
  label: z.string(),
  parent: id.nullable(),
  allowedInDecisions: z.boolean(),
});

export interface OpendataExtraField {
  uid: string;
  label: string;
  help: string;
  type: "integer" | "number" | "string" | "boolean" | "object" | null;
  validation: string | null;
  required: boolean;
  multiple: boolean;
  maxLength: number;
  dictionary: string | null;
  searchTerm: string | null;
  relAdaDecisionTypes: string[] | null;
  relAdaConstrainedInOrganization: boolean | null;
  fixedValueList: string[] | null;
  nestedFields: OpendataExtraField[];
}

export const extraFieldSchema: z.ZodType<OpendataExtraField> = z.lazy(() =>
  z.object({
    uid: id,
    label: z.string(),
    help: z.string(),
    type: z.enum(["integer", "number", "string", "boolean", "object"]).nullable(),
    validation: z.string().nullable(),
    required: z.boolean(),
    multiple: z.boolean(),
    maxLength: z.number().int(),
    dictionary: z.string().nullable(),
    searchTerm: z.string().nullable(),
    relAdaDecisionTypes: z.array(z.string()).nullable(),
    relAdaConstrainedInOrganization: z.boolean().nullable(),
    fixedValueList: z.array(z.string()).nullable(),
    nestedFields: z.array(extraFieldSchema),
  }),
);

export const decisionTypesSchema = z.object({ decisionTypes: z.array(decisionTypeSchema) });
export const decisionTypeDetailsSchema = decisionTypeSchema.extend({ extraFields: z.array(extraFieldSchema) });

export const dictionariesSchema = z.object({ dictionaries: z.array(z.object({ uid: id, label: z.string() })) });
export const dictionarySchema = z.object({
  name: z.string(),
  items: z.array(z.object({ uid: id, label: z.string(), parent: id.nullable() })),
});

export const organizationSchema = z.object({
  uid: id,
  label: z.string(),
  abbreviation: z.string().nullable(),
  latinName: z.string(),
  status: z.enum(["active", "inactive", "pending"]),
  category: z.string(),
  vatNumber: z.string().nullable(),
  fekNumber: z.string().nullable(),
  fekIssue: z.string().nullable(),
  fekYear: z.string().nullable(),
  odeManagerEmail: z.string().nullable(),
  website: z.string().nullable(),
  supervisorId: id.nullable(),
  supervisorLabel: z.string().nullable(),
  organizationDomains: z.array(z.string()),
});
export type OpendataOrganization = z.infer<typeof organizationSchema>;
export const organizationsSchema = z.object({ organizations: z.array(organizationSchema) });

export const unitSchema = z.object({
  uid: id,
  label: z.string(),
  abbreviation: z.string().nullable(),
  category: z.string().nullable(),
  unitDomains: z.array(z.string()),
  active: z.boolean(),
  activeFrom: epochMs.nullable(),
  activeUntil: epochMs.nullable(),
  parentId: id.nullable(),
});
export type OpendataUnit = z.infer<typeof unitSchema>;
export const unitsSchema = z.object({ units: z.array(unitSchema) });

export const signerSchema = z.object({
  uid: id,
  firstName: z.string(),
  lastName: z.string(),
  active: z.boolean(),
  activeFrom: epochMs.nullable(),
  activeUntil: epochMs.nullable(),
  organizationId: id,
  hasOrganizationSignRights: z.boolean(),
  units: z.array(z.object({ uid: id, positionId: id.nullable(), positionLabel: z.string().nullable() })),
});
export type OpendataSigner = z.infer<typeof signerSchema>;
export const signersSchema = z.object({ signers: z.array(signerSchema) });

export const positionSchema = z.object({ uid: id, label: z.string() });
export const positionsSchema = z.object({ positions: z.array(positionSchema) });

export const organizationDetailsSchema = organizationSchema.extend({
  units: z.array(unitSchema),
  signers: z.array(signerSchema),
  positions: z.array(positionSchema),
  supervisedOrganizations: z.array(organizationSchema),
});

/** Every refusal: the real register's `errors` list (SPEC §8's payload, which adds canBeIgnored). */
export const errorSchema = z.object({
  errors: z.array(z.object({ errorCode: z.string(), errorMessage: z.string(), canBeIgnored: z.boolean() })),
  warnings: z.array(z.unknown()),
});
