/**
 * SPEC §7 "Organisations and units", the reading calls whose domain exists: an organisation by
 * uid or latin name, with its SPEC §4 status (app/organizations/status.ts).
 */
import { z } from "zod";
import { dictionaryLabel, findOrganization } from "#app/organizations/read.server";
import { organizationStatus } from "#app/organizations/status";
import { absoluteUrl } from "#app/http/public-url";
import { refuse } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { defineCall } from "../call";
import { apiDate, label } from "../schemas";

const TAG = "Φορείς";

const organization = z.object({
  uid: z.string(),
  label: z.string(),
  abbreviation: z.string().nullable(),
  latinName: z.string(),
  status: z.enum(["active", "abolished", "pending"]),
  category: label,
  vatNumber: z.string().nullable(),
  website: z.string().nullable(),
  supervisorUid: z.string().nullable(),
  validFrom: apiDate.nullable(),
  validUntil: apiDate.nullable(),
  url: z.string(),
});

export const organizationByUid = defineCall({
  method: "GET",
  path: "/organizations/{uid}",
  tag: TAG,
  summary: "Ένας φορέας, με τον κωδικό ή το λατινικό του όνομα, και η κατάστασή του (ενεργός, καταργημένος, εκκρεμής).",
  access: "public",
  params: z.object({ uid: z.string().min(1).max(200) }),
  response: organization,
  example: "/organizations/6013",
  handler: ({ params }) => {
    const org = findOrganization(params.uid) ?? refuse(404, TEXT.apiNotFound, "api");
    const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
    return {
      uid: org.uid,
      label: org.label,
      abbreviation: org.abbreviation,
      latinName: org.latinName,
      status: organizationStatus(org),
      category: { uid: org.categoryUid, label: dictionaryLabel("ORG_CATEGORY", org.categoryUid) },
      vatNumber: org.vatNumber,
      website: org.website,
      supervisorUid: org.supervisorUid,
      validFrom: isoDay(org.validFrom),
      validUntil: isoDay(org.validUntil),
      url: absoluteUrl(paths.organization(org.latinName)),
    };
  },
});

export const ORGANIZATION_CALLS = [organizationByUid];
