/**
 * SPEC §7 "Organisations and units", "Signers" and "Public documents": the reading calls of a
 * body's structure. The answers are the OpenData API's shapes (app/opendata/organizations.server.ts,
 * the real register's field names), read by the same functions, so the two APIs never disagree.
 * Public data: no login needed.
 */
import { z } from "zod";
import { absoluteUrl } from "#app/http/public-url";
import { refuse } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { allPositions, organizationSigners, organizationUnits, signer, unit } from "#app/opendata/organizations.server";
import { positionsSchema, signerSchema, signersSchema, unitSchema, unitsSchema } from "#app/opendata/schemas";
import { findOrganization } from "#app/organizations/read.server";
import { publicDocument, publicDocumentsOf } from "#app/organizations/public-documents.server";
import { unitHistory, unitOrganization } from "#app/organizations/units.server";
import { paths } from "#app/paths";
import { defineCall } from "../call";
import { apiInstant, instantOf } from "../schemas";

const TAG = "Μονάδες, υπογράφοντες, δημόσια έγγραφα";
const uidParam = z.string().min(1).max(200);

const organizationUid = (uidOrLatinName: string): string =>
  findOrganization(uidOrLatinName)?.uid ?? refuse(404, TEXT.apiNotFound, "api");

const unitHistoryEntry = z.object({
  at: apiInstant,
  action: z.string(),
  label: z.string(),
  activeFrom: z.string(),
  activeUntil: z.string(),
});

export const unitByUid = defineCall({
  method: "GET",
  path: "/units/{uid}",
  tag: TAG,
  summary: "Μία μονάδα· με showHistory=true και οι προηγούμενες καταστάσεις της, νεότερη πρώτη.",
  access: "public",
  params: z.object({ uid: uidParam }),
  query: z.object({ showHistory: z.enum(["true", "false"]).optional() }),
  response: unitSchema.extend({ history: z.array(unitHistoryEntry).optional() }),
  example: "/units/6013-1",
  handler: ({ params, query }) => {
    const found = unit(params.uid) ?? refuse(404, TEXT.apiNotFound, "api");
    if (query.showHistory !== "true") return found;
    return { ...found, history: unitHistory(params.uid).map((entry) => ({ ...entry, at: instantOf(entry.at) })) };
  },
});

export const flattenedUnits = defineCall({
  method: "GET",
  path: "/organizations/{org}/flattenedUnits",
  tag: TAG,
  summary: "Όλες οι μονάδες ενός φορέα, σε μία λίστα (κάθε επίπεδο).",
  access: "public",
  params: z.object({ org: uidParam }),
  response: unitsSchema,
  example: "/organizations/6013/flattenedUnits",
  handler: ({ params }) => organizationUnits(organizationUid(params.org)),
});

export const signerByUid = defineCall({
  method: "GET",
  path: "/signers/{uid}",
  tag: TAG,
  summary: "Ένας υπογράφων, με τις μονάδες και τις θέσεις του.",
  access: "public",
  params: z.object({ uid: uidParam }),
  response: signerSchema,
  example: "/signers/6013-s1",
  handler: ({ params }) => signer(params.uid) ?? refuse(404, TEXT.apiNotFound, "api"),
});

export const signersOfOrganization = defineCall({
  method: "GET",
  path: "/organizations/{org}/signers",
  tag: TAG,
  summary: "Οι υπογράφοντες ενός φορέα.",
  access: "public",
  params: z.object({ org: uidParam }),
  response: signersSchema,
  example: "/organizations/6013/signers",
  handler: ({ params }) => organizationSigners(organizationUid(params.org)),
});

export const signersOfUnit = defineCall({
  method: "GET",
  path: "/units/{unit}/signers",
  tag: TAG,
  summary: "Οι υπογράφοντες μιας μονάδας.",
  access: "public",
  params: z.object({ unit: uidParam }),
  response: signersSchema,
  example: "/units/6013-1/signers",
  handler: ({ params }) => {
    const orgUid = unitOrganization(params.unit) ?? refuse(404, TEXT.apiNotFound, "api");
    const { signers } = organizationSigners(orgUid);
    return { signers: signers.filter((s) => s.units.some((u) => u.uid === params.unit)) };
  },
});

export const positions = defineCall({
  method: "GET",
  path: "/organizations/positions",
  tag: TAG,
  summary: "Όλες οι θέσεις υπογραφόντων.",
  access: "public",
  response: positionsSchema,
  example: "/organizations/positions",
  handler: () => allPositions(),
});

const publicDocumentSchema = z.object({
  id: z.number().int(),
  organizationId: z.string(),
  title: z.string(),
  filename: z.string(),
  size: z.number().int(),
  createdAt: apiInstant,
  documentUrl: z.string().describe("absolute: the file"),
});

const shapePublicDocument = (doc: NonNullable<ReturnType<typeof publicDocument>>) => ({
  id: doc.id,
  organizationId: doc.orgUid,
  title: doc.title,
  filename: doc.filename,
  size: doc.size,
  createdAt: instantOf(doc.createdAt),
  documentUrl: absoluteUrl(paths.publicDocument(doc.id)),
});

export const publicDocumentById = defineCall({
  method: "GET",
  path: "/pubdocs/{id}",
  tag: TAG,
  summary: "Ένα δημόσιο έγγραφο φορέα και η διεύθυνση του αρχείου του.",
  access: "public",
  params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: publicDocumentSchema,
  example: "/pubdocs/1",
  handler: ({ params }) => shapePublicDocument(publicDocument(params.id) ?? refuse(404, TEXT.apiNotFound, "api")),
});

export const publicDocumentsOfOrganization = defineCall({
  method: "GET",
  path: "/organizations/{org}/pubdocs",
  tag: TAG,
  summary: "Τα δημόσια έγγραφα ενός φορέα, νεότερο πρώτο.",
  access: "public",
  params: z.object({ org: uidParam }),
  response: z.array(publicDocumentSchema),
  example: "/organizations/6013/pubdocs",
  handler: ({ params }) => publicDocumentsOf(organizationUid(params.org)).map(shapePublicDocument),
});

export const STRUCTURE_CALLS = [
  unitByUid,
  flattenedUnits,
  signerByUid,
  signersOfOrganization,
  signersOfUnit,
  positions,
  publicDocumentById,
  publicDocumentsOfOrganization,
];
