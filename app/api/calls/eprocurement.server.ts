/**
 * SPEC §7 "E-procurement": which decision types take an ΑΔΑΜ (and with which qualifiers), and the
 * form's values for one reference, over the same import as the decision form
 * (app/eprocurement/import.server.ts): a wrong reference is refused before any call leaves the
 * portal, an unset or failing service is 503 with its Greek message. Staff only: the import asks
 * a service outside the portal.
 */
import { z } from "zod";
import { importEprocurement } from "#app/eprocurement/import.server";
import { QUALIFIERS_BY_TYPE } from "#app/eprocurement/reference";
import { refuse } from "#app/http/refuse.server";
import { defineCall } from "../call";

const TAG = "Ηλεκτρονικές προμήθειες (ΚΗΜΔΗΣ)";

export const eprocTypes = defineCall({
  method: "GET",
  path: "/eproc/types",
  tag: TAG,
  summary: "Τα είδη πράξεων που δέχονται ΑΔΑΜ, με τους χαρακτηρισμούς του ΑΔΑΜ που δέχεται το καθένα.",
  access: "user",
  response: z.array(z.object({ decisionTypeUid: z.string(), qualifiers: z.array(z.string()) })),
  example: "/eproc/types",
  handler: () =>
    Object.entries(QUALIFIERS_BY_TYPE).map(([decisionTypeUid, qualifiers]) => ({
      decisionTypeUid,
      qualifiers: [...qualifiers],
    })),
});

export const eprocDocument = defineCall({
  method: "GET",
  path: "/eproc/doc",
  tag: TAG,
  summary: "Οι τιμές της φόρμας πράξης από το ΚΗΜΔΗΣ για ένα είδος πράξης και έναν ΑΔΑΜ.",
  access: "user",
  query: z.object({ type: z.string().min(1).max(20), adam: z.string().min(1).max(100) }),
  response: z.object({
    adam: z.string(),
    subject: z.string().optional(),
    protocolNumber: z.string().optional(),
    issueDate: z.string().optional(),
    extraFieldValues: z.record(z.string(), z.unknown()),
  }),
  example: "/eproc/doc?type=%CE%92.1.3&adam=21REQ000000000",
  handler: async ({ query }) => {
    const imported = await importEprocurement(query.type, query.adam);
    if (!imported.ok) refuse(imported.status, imported.message, "api");
    return { adam: imported.adam, ...imported.values };
  },
});

export const EPROCUREMENT_CALLS = [eprocTypes, eprocDocument];
