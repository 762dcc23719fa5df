/**
 * Decision forms for the route tests of the save checks (save-checks-route, corrected-copy-checks):
 * a whole valid form of a type as the browser posts it, and the first type whose form holds an AFM.
 * Test-only; the values come from the demo data of the harness's database.
 */
import { TYPE_FIELDS } from "#db/seed/field-definitions";
import { athensDay } from "#shared/dates";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { loadDecisionForm } from "../form-schema.server";
import type { FormRouteHarness } from "./form-route-harness";
import { validExtraFieldEntries } from "./valid-extra-fields";

/** Today in Athens as the form's date inputs take it (dd/MM/yyyy). */
export const formToday = () => athensDay(Date.now()).split("-").reverse().join("/");

/** The new-decision page of a type for a body. */
export const newDecisionPath = (type: string, org: string) =>
  `/decision/new?type=${encodeURIComponent(type)}&org=${org}`;

/** The first decision type whose valid form names an AFM: its valid fields, the AFM's name and its person's. */
export function typeWithAfm(h: FormRouteHarness, org: string) {
  for (const type of Object.keys(TYPE_FIELDS)) {
    const form = loadDecisionForm({ typeUid: type, orgUid: org, access: h.access, userId: h.userId });
    if (!form) continue;
    const extra = validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, formToday());
    const afm = extra.find(([name]) => name.endsWith(".afm"));
    if (afm) return { type, extra, afmName: afm[0], person: afm[0].slice(0, -".afm".length) };
  }
  throw new Error("no decision type with an AFM field");
}

/** A valid decision form of `type` for `org` with the body's first unit and signer and a PDF; `extra` set last. */
export function decisionFormData(
  h: FormRouteHarness,
  form: { org: string; type: string; subject: string; protocolNumber: string; extra: [string, string][] },
): FormData {
  const { org, type, subject, protocolNumber, extra } = form;
  const fd = new FormData();
  fd.append("decisionTypeId", type);
  fd.append("organizationId", org);
  fd.append("subject", subject);
  fd.append("protocolNumber", protocolNumber);
  fd.append("issueDate", formToday());
  fd.append("unitIds", h.one(`SELECT uid FROM units WHERE org_uid = '${org}' AND active = 1 ORDER BY uid LIMIT 1`));
  fd.append("signerIds", h.one(`SELECT uid FROM signers WHERE org_uid = '${org}' AND active = 1 ORDER BY uid LIMIT 1`));
  fd.append("thematicCategoryIds", "24");
  for (const [k, v] of extra) fd.set(k, v);
  fd.append("decisionFile", new File([new Uint8Array(tinyPdf())], "a.pdf", { type: "application/pdf" }));
  return fd;
}
