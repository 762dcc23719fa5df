/**
 * SPEC §7 "Lookups": POST /decisionTypes (a new type in the catalogue) and PUT
 * /decisionTypes/{uid}/ (its label, and its whole set of fields as a new definition version), for
 * those who administer decision types. Over the same domain functions as /administration/dt/new
 * and /administration/dt/{uid} (app/decision-types/type-writes.server.ts), so the rules, the
 * versioning and the audit rows are the screens' own. A problem is a 400 naming the field
 * (`fields[2].dependsOn: …`), an unknown type 404, a code taken or a definition changed since the
 * caller read it (definitionVersion) 409.
 */
import { z } from "zod";
import type { SessionUser } from "#app/access/session-user";
import { adminDecisionType } from "#app/decision-types/catalogue-admin.server";
import { currentDefinitionVersion, draftOf, typeRows } from "#app/decision-types/definitions.server";
import { createDecisionType, updateDecisionType, type TypeWriteResult } from "#app/decision-types/type-writes.server";
import { refuse } from "#app/http/refuse.server";
import { DECISION_TYPE_TEXT, MSG } from "#app/messages";
import { getDb, schema } from "#db/client";
import { eq } from "drizzle-orm";
import { answer, defineCall } from "../call";
import { refuseInvalid } from "../dispatch.server";

const TAG = "Λεξικά και τύποι πράξεων";
const ACCESS = { permission: "PERM_ADMIN_DECISION_TYPES" } as const;

const text = (max: number) => z.string().max(max).default("");
/** One field of a type's definition, as the administration's form has it. */
const fieldDraft = z.strictObject({
  fieldPath: z.string().min(1).max(200),
  widget: z.string().min(1).max(40),
  label: z.string().max(300),
  help: text(1000),
  required: z.boolean().default(false),
  maxLength: z.number().int().min(1).max(100_000).nullable().default(null),
  dictionaryUid: text(100),
  arrayView: z.enum(["", "list", "table"]).default(""),
  shownWhen: text(200),
  enabledOn: text(200),
  dependsOn: text(200),
  updateAttr: text(100),
  clearAttr: text(20),
  /** The control's width in characters (the domain checks its bounds and answers which field). */
  size: z
    .number()
    .int()
    .nullable()
    .default(null)
    .transform((n) => (n === null ? "" : String(n))),
  selectionListUrl: text(500),
  dataByUidUrl: text(500),
});

const decisionType = z.object({
  uid: z.string(),
  label: z.string(),
  parent: z.string().nullable(),
  withdrawn: z.boolean(),
  /** 0: the seeded definition (or none yet), never changed; send it back with PUT's fields. */
  definitionVersion: z.number().int(),
  /** The type's own fields (the fields common to every type are not listed). */
  fields: z.array(fieldDraft.extend({ arrayView: z.string(), size: z.number().int().nullable() })),
});

function typeAnswer(uid: string): z.input<typeof decisionType> {
  const db = getDb();
  const t = schema.decisionTypes;
  const row = db.select().from(t).where(eq(t.uid, uid)).get()!;
  return {
    uid,
    label: row.label,
    parent: row.parentUid,
    withdrawn: row.withdrawnAt !== null,
    definitionVersion: currentDefinitionVersion(db, uid),
    fields: typeRows(db, uid)
      .map(draftOf)
      .map((f) => ({ ...f, size: f.size === "" ? null : Number(f.size) })),
  };
}

const actor = (user: SessionUser | null): SessionUser => user ?? refuse(401, MSG.pleaseLogin, "api");

/** The type, or the domain's refusal with its status (400 names the field). */
function writtenOrRefused(result: TypeWriteResult): string {
  if (result.ok) return result.uid;
  if (result.status === 400) refuseInvalid({ [result.field]: [result.message] });
  refuse(result.status, result.message, "api");
}

export const createDecisionTypeCall = defineCall({
  method: "POST",
  path: "/decisionTypes",
  tag: TAG,
  summary:
    "Προσθέτει τύπο πράξης στον κατάλογο, σε μια ομάδα (parent), χωρίς δικά του πεδία (προστίθενται με PUT). orgCategories: οι κατηγορίες φορέων στις οποίες είναι ανοιχτός (χωρίς αυτό: σε όλες). Απαντά 201· κωδικός που υπάρχει: 409.",
  access: ACCESS,
  body: z.strictObject({
    uid: z.string().min(1).max(40),
    label: z.string().max(1000),
    parent: z.string().min(1).max(40),
    orgCategories: z.array(z.string().max(100)).max(100).optional(),
  }),
  response: decisionType,
  example: "/decisionTypes",
  exampleBody: { uid: "Β.1.9", label: "Απόφαση επιχορήγησης", parent: "Β.1", orgCategories: ["MUNICIPALITY"] },
  conflicts: true,
  handler: ({ user, body }) => {
    const uid = writtenOrRefused(
      createDecisionType(actor(user), { ...body, orgCategories: body.orgCategories ?? null }),
    );
    return answer(typeAnswer(uid), { status: 201 });
  },
});

export const getDecisionTypeDefinitionCall = defineCall({
  method: "GET",
  path: "/decisionTypes/{uid}/",
  tag: TAG,
  summary: "Ένας τύπος πράξης όπως τον διαχειρίζεται η PUT: ονομασία, έκδοση ορισμού και τα δικά του πεδία.",
  access: ACCESS,
  params: z.object({ uid: z.string().min(1).max(40) }),
  response: decisionType,
  example: "/decisionTypes/%CE%92.1.3/",
  handler: ({ params }) => {
    if (!adminDecisionType(params.uid)) refuse(404, DECISION_TYPE_TEXT.unknownType, "api");
    return typeAnswer(params.uid);
  },
});

export const updateDecisionTypeCall = defineCall({
  method: "PUT",
  path: "/decisionTypes/{uid}/",
  tag: TAG,
  summary:
    "Αλλάζει την ονομασία ενός τύπου πράξης και/ή αντικαθιστά το σύνολο των δικών του πεδίων (νέα έκδοση ορισμού· οι πράξεις που έχουν αποθηκευτεί κρατούν τη δική τους). Με fields δίνεται και η definitionVersion που διαβάστηκε: αν ο ορισμός άλλαξε στο μεταξύ, 409.",
  access: ACCESS,
  params: z.object({ uid: z.string().min(1).max(40) }),
  body: z.strictObject({
    label: z.string().max(1000).optional(),
    fields: z.array(fieldDraft).max(200).optional(),
    definitionVersion: z.number().int().min(0).optional(),
  }),
  response: decisionType,
  example: "/decisionTypes/%CE%92.1.3/",
  exampleBody: {
    label: "Ανάληψη υποχρέωσης",
    definitionVersion: 0,
    fields: [{ fieldPath: "contractNumber", widget: "TEXT", label: "Αριθμός σύμβασης", maxLength: 50 }],
  },
  conflicts: true,
  handler: ({ user, params, body }) => typeAnswer(writtenOrRefused(updateDecisionType(actor(user), params.uid, body))),
});

export const DECISION_TYPE_WRITE_CALLS = [
  createDecisionTypeCall,
  getDecisionTypeDefinitionCall,
  updateDecisionTypeCall,
];
