/**
 * SPEC §7 "Signers" and "Organisations and units", the writing calls: a signer created, changed
 * or deleted (only when they signed nothing, as the page says), the signers of several units, and
 * a body or a unit deleted (only when nothing uses it). The same domain functions as the
 * management pages (app/organizations/signer-save, signer-delete, unit-delete,
 * organization-delete): the same permissions on the body (or '0', or the admin role, SPEC §6),
 * one transaction with its audit row each. Refusals in the SPEC §8 payload, in Greek.
 */
import { z } from "zod";
import { refuse } from "#app/http/refuse.server";
import { MSG, TEXT } from "#app/messages";
import { signer, unitsSigners } from "#app/opendata/organizations.server";
import { signerSchema, signersSchema } from "#app/opendata/schemas";
import { deleteOrganizationFromForm } from "#app/organizations/organization-delete.server";
import { deleteSignerFromForm } from "#app/organizations/signer-delete.server";
import { signerFormSchema } from "#app/organizations/signer-form";
import {
  createSignerFromForm,
  updateSignerFromForm,
  type SignerSaveResult,
} from "#app/organizations/signer-save.server";
import { deleteUnitFromForm } from "#app/organizations/unit-delete.server";
import { answer, defineCall } from "../call";
import { refuseInvalid } from "../dispatch.server";
import { apiDate } from "../schemas";

const TAG = "Μονάδες, υπογράφοντες, δημόσια έγγραφα";
const uid = z.string().min(1).max(100);

/** A signer as the API sends it: typed JSON; the form's rules (signerFormSchema) still apply. */
const signerBody = z.object({
  lastName: z.string().max(100),
  firstName: z.string().max(100),
  hasOrganizationSignRights: z.boolean().default(false),
  activeFrom: apiDate,
  activeUntil: apiDate.nullable().optional(),
  units: z
    .array(z.object({ unitUid: uid, positionUid: uid.nullable().optional() }))
    .max(50)
    .default([]),
});

const EXAMPLE_SIGNER = {
  lastName: "Παπαδάκη",
  firstName: "Άννα",
  hasOrganizationSignRights: false,
  activeFrom: "2026-01-01",
  activeUntil: null,
  units: [{ unitUid: "6013-1", positionUid: null }],
};

function formInput(body: z.output<typeof signerBody>) {
  const parsed = signerFormSchema.safeParse({
    ...body,
    activeUntil: body.activeUntil ?? "",
    units: body.units.map((u) => ({ unitUid: u.unitUid, positionUid: u.positionUid ?? "" })),
  });
  return parsed.success ? parsed.data : refuseInvalid(parsed.error);
}

/**
 * The management functions' refusals as the SPEC §8 payload: 403 forbidden, 409 in use (with the
 * page's sentence, `inUse`), 404 otherwise.
 */
function refuseEdit(reason: "not-found" | "forbidden"): never;
function refuseEdit(reason: "not-found" | "forbidden" | "in-use", inUse: string): never;
function refuseEdit(reason: "not-found" | "forbidden" | "in-use", inUse?: string): never {
  if (reason === "forbidden") refuse(403, MSG.forbidden, "api");
  if (reason === "in-use") refuse(409, inUse!, "api");
  return refuse(404, TEXT.apiNotFound, "api");
}

function savedSigner(result: SignerSaveResult) {
  if (result.ok) return signer(result.uid)!;
  if (result.reason === "invalid") return refuseInvalid(result.errors);
  return refuseEdit(result.reason);
}

export const createSignerCall = defineCall({
  method: "POST",
  path: "/signers",
  tag: TAG,
  summary: "Νέος υπογράφων φορέα (orgUid), με τις μονάδες και τις θέσεις του· απαντά 201 με τον υπογράφοντα.",
  access: { permission: "PERM_SIGNERS_CREATE" },
  body: signerBody.extend({ orgUid: uid }),
  response: signerSchema,
  example: "/signers",
  exampleBody: { orgUid: "6013", ...EXAMPLE_SIGNER },
  handler: ({ body, user }) => {
    const result = createSignerFromForm({ user: user!, orgUid: body.orgUid, input: formInput(body) });
    return answer(savedSigner(result), { status: 201 });
  },
});

export const updateSignerCall = defineCall({
  method: "PUT",
  path: "/signers/{uid}",
  tag: TAG,
  summary: "Αλλάζει έναν υπογράφοντα: όλα τα στοιχεία του, και οι μονάδες του αντικαθίστανται.",
  access: { permission: "PERM_SIGNERS_CREATE" },
  params: z.object({ uid }),
  body: signerBody,
  response: signerSchema,
  example: "/signers/{signerUid}",
  exampleBody: EXAMPLE_SIGNER,
  handler: ({ params, body, user }) =>
    savedSigner(updateSignerFromForm({ user: user!, uid: params.uid, input: formInput(body) })),
});

const deleted = z.object({ uid: z.string(), deleted: z.literal(true), label: z.string() });

export const deleteSignerCall = defineCall({
  method: "DELETE",
  path: "/signers/{uid}",
  tag: TAG,
  summary: "Διαγράφει έναν υπογράφοντα που δεν έχει υπογράψει καμία πράξη (αλλιώς 409).",
  access: { permission: "PERM_SIGNERS_DELETE" },
  params: z.object({ uid }),
  response: deleted,
  conflicts: true,
  example: "/signers/{signerUid}",
  handler: ({ params, user }) => {
    const result = deleteSignerFromForm({ user: user!, uid: params.uid });
    if (result.ok) return { uid: params.uid, deleted: true as const, label: result.name };
    return refuseEdit(result.reason, TEXT.signerInUse);
  },
});

/** `unitUid=a&unitUid=b` or `unitUid=a,b`. */
const unitList = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",") : value),
  z.array(uid).min(1).max(100),
);

export const signersOfUnits = defineCall({
  method: "GET",
  path: "/units/multiple/signers/all",
  tag: TAG,
  summary:
    "Οι υπογράφοντες που υπογράφουν για οποιαδήποτε από τις μονάδες unitUid (επαναλαμβανόμενη ή χωρισμένη με κόμμα).",
  access: "public",
  query: z.object({ unitUid: unitList }),
  response: signersSchema,
  example: "/units/multiple/signers/all?unitUid={unitUid}",
  handler: ({ query }) => unitsSigners(query.unitUid) ?? refuse(404, TEXT.apiNotFound, "api"),
});

export const deleteOrganizationCall = defineCall({
  method: "POST",
  path: "/organizations/delete",
  tag: TAG,
  summary: "Διαγράφει έναν φορέα (orgPartUid) από τον οποίο δεν εξαρτάται τίποτα (αλλιώς 409 με ό,τι τον κρατά).",
  access: { permission: "PERM_ADMIN_ORG_DELETE" },
  body: z.object({ orgPartUid: uid }),
  response: deleted,
  conflicts: true,
  example: "/organizations/delete",
  exampleBody: { orgPartUid: "6013" },
  handler: ({ body, user }) => {
    const result = deleteOrganizationFromForm({ user: user!, uid: body.orgPartUid });
    if (result.ok) return { uid: body.orgPartUid, deleted: true as const, label: result.label };
    return result.reason === "in-use"
      ? refuseEdit("in-use", TEXT.organizationInUse(result.blockers))
      : refuseEdit(result.reason);
  },
});

export const deleteUnitCall = defineCall({
  method: "POST",
  path: "/organizations/units/delete",
  tag: TAG,
  summary: "Διαγράφει μια μονάδα (uid) που δεν χρησιμοποιείται σε πράξεις, υπογράφοντες ή άλλες μονάδες (αλλιώς 409).",
  access: { permission: "PERM_UNITS_DELETE" },
  body: z.object({ uid }),
  response: deleted,
  conflicts: true,
  example: "/organizations/units/delete",
  exampleBody: { uid: "6013-1" },
  handler: ({ body, user }) => {
    const result = deleteUnitFromForm({ user: user!, uid: body.uid });
    if (result.ok) return { uid: body.uid, deleted: true as const, label: result.label };
    return refuseEdit(result.reason, TEXT.unitInUse);
  },
});

export const STRUCTURE_EDIT_CALLS = [
  createSignerCall,
  updateSignerCall,
  deleteSignerCall,
  signersOfUnits,
  deleteOrganizationCall,
  deleteUnitCall,
];
