/**
 * A field definition's selectionListUrl and dataByUidUrl (SPEC §3), answered in-process by the
 * server (no HTTP call to itself), through the real route modules and a real SQLite file with the
 * seed's reference data: type Δ.1's «CPV» ajax selector, its dictionary taken away, finds nothing
 * without the URLs (today's fallback: no list) and, with them set, searches and labels by them.
 */
import { afterEach, describe, expect, it } from "vitest";
import { SEARCH_BUTTON, searchTermField, type FieldSearch } from "../fields/ajax-search";
import { portalListOf } from "../fields/portal-list-url";
import * as newRoute from "../routes/decision.new";
import * as optionsRoute from "../routes/luminapi.api.fields.$list";
import { chosenLabels, dependentOptionList, optionsAt } from "./form-schema.options.server";
import { athensDay } from "#shared/dates";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { TEXT } from "../messages";
import { loadDecisionForm } from "./form-schema.server";
import { snapshot } from "./testing/fixtures";
import { BASE, runAction, useFormRouteHarness } from "./testing/form-route-harness";
import { validExtraFieldEntries } from "./testing/valid-extra-fields";

const ORG = "6013";
const TYPE = "Δ.1";
const NAME = "extraFieldValues.cpv";
const DIESEL = { value: "09134100-8", label: "Πετρέλαιο κίνησης (ντίζελ)" };
const h = useFormRouteHarness();

/** Sets the cpv field's dictionary and URLs (null: none). */
function defineCpv(dictionary: string | null, selection: string | null, byUid: string | null) {
  h.t.db.$client
    .prepare(
      `UPDATE field_definitions SET dictionary_uid = ?, selection_list_url = ?, data_by_uid_url = ?
       WHERE decision_type_uid = ? AND field_path = 'cpv'`,
    )
    .run(dictionary, selection, byUid, TYPE);
}
afterEach(() => defineCpv("CPV", null, null));

function searchForm(term: string, chosen?: string): FormData {
  const fd = new FormData();
  fd.append("decisionTypeId", TYPE);
  fd.append("organizationId", ORG);
  if (chosen) fd.append(NAME, chosen);
  fd.append(searchTermField(NAME), term);
  fd.append(SEARCH_BUTTON, NAME);
  return fd;
}

async function search(term: string, chosen?: string) {
  const path = `/decision/new?type=${encodeURIComponent(TYPE)}&org=${ORG}`;
  return runAction(newRoute.action, h.post(path, searchForm(term, chosen)));
}

function formFields() {
  const form = loadDecisionForm({ typeUid: TYPE, orgUid: ORG, access: h.access, userId: h.userId });
  if (!form) throw new Error("no form");
  return form.fields;
}

describe("portalListOf", () => {
  it("reads the option list of a path of this portal and the query it fixes", () => {
    expect(portalListOf("/luminapi/api/fields/CPV")).toEqual({ list: "CPV", query: {} });
    expect(portalListOf("/luminapi/api/fields/signers?org=6013")).toEqual({ list: "signers", query: { org: "6013" } });
    expect(portalListOf("/luminapi/api/fields/%CE%94")).toEqual({ list: "Δ", query: {} });
  });

  it("is null for anything else, so the field falls back to its dictionary", () => {
    for (const url of [null, "", "https://example.org/luminapi/api/fields/CPV", "//example.org/x", "/search?q=1"])
      expect(portalListOf(url), String(url)).toBeNull();
    expect(portalListOf("/luminapi/api/fields/CPV/extra")).toBeNull();
  });
});

describe("a definition's selectionListUrl and dataByUidUrl", () => {
  it("without a dictionary and without URLs, the search finds nothing (the fallback)", async () => {
    defineCpv(null, null, null);
    const out = await search("πετρέλαιο");
    expect(out.status).toBe(200);
    expect(out.data.searches[NAME].options).toEqual([]);
  });

  it("the no-JS search reads the definition's selectionListUrl in-process, and saves nothing", async () => {
    defineCpv(null, "/luminapi/api/fields/CPV", null);
    const before = snapshot(h.t.db);
    const out = await search("πετρέλαιο");
    const searches = out.data.searches as Record<string, FieldSearch>;
    expect(searches[NAME].options.map((o) => o.value)).toEqual(["09134100-8", "09135100-5"]);
    expect(snapshot(h.t.db)).toEqual(before);
  });

  it("the definition's URL wins over its dictionary", async () => {
    defineCpv("CPV", "/luminapi/api/fields/ASSIGNMENT_TYPE", null);
    const viaDictionary = await search("πετρέλαιο");
    expect(viaDictionary.data.searches[NAME].options).toEqual([]);
  });

  it("a chosen code's label is read at the dataByUidUrl: in a round trip's answer, a refused save and stored values", async () => {
    defineCpv(null, "/luminapi/api/fields/CPV", "/luminapi/api/fields/CPV");
    const out = await search("ντίζελ", DIESEL.value);
    expect(out.data.labels).toEqual({ cpv: [DIESEL] });
    // A save refused (the subject missing...) shows the form again with the label too.
    const refused = new FormData();
    for (const [k, v] of [
      ["decisionTypeId", TYPE],
      ["organizationId", ORG],
      [NAME, DIESEL.value],
    ])
      refused.append(k, v);
    const path = `/decision/new?type=${encodeURIComponent(TYPE)}&org=${ORG}`;
    const unsaved = await runAction(newRoute.action, h.post(path, refused));
    expect(unsaved.status).toBe(400);
    expect(unsaved.data.labels).toEqual({ cpv: [DIESEL] });
    // Stored values (an edited decision's), nested or not; an unknown code gets no label.
    const values = { extraFieldValues: { cpv: [DIESEL.value, "99999999-9"] } };
    expect(chosenLabels(formFields(), values, h.t.db)).toEqual({ cpv: [DIESEL] });
    // Without the URL, no label is read (the form shows the code, as before).
    defineCpv(null, "/luminapi/api/fields/CPV", null);
    expect(chosenLabels(formFields(), values, h.t.db)).toEqual({});
  });

  it("answers ?uid= in-process and over HTTP alike", async () => {
    expect(optionsAt("/luminapi/api/fields/CPV", { uid: DIESEL.value }, h.t.db)).toEqual({ options: [DIESEL] });
    expect(optionsAt("/luminapi/api/fields/CPV", { uid: "nope" }, h.t.db)).toEqual({ options: [] });
    expect(optionsAt("/elsewhere", { uid: DIESEL.value }, h.t.db)).toBeNull();
    const res = await optionsRoute.loader({
      request: new Request(`${BASE}/luminapi/api/fields/CPV?uid=${DIESEL.value}`),
      params: { list: "CPV" },
      context: {},
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ options: [DIESEL] });
  });

  it("a field following a body's value, whose list is only its URL, is checked against that body's list", () => {
    const def = {
      ...formFields().find((f) => f.fieldPath === "cpv")!,
      widget: "COMBOBOX_AJAX_MULTIPLE",
      dictionaryUid: null,
      selectionListUrl: "/luminapi/api/fields/signers",
      dependsOn: "ministryId",
      updateAttr: "query:org",
    };
    const own = h.one(`SELECT uid FROM signers WHERE org_uid = '${ORG}' AND active = 1 ORDER BY uid LIMIT 1`);
    const allowed = dependentOptionList(def, ORG)?.map((o) => o.value);
    expect(allowed).toContain(own);
    expect(dependentOptionList(def, "")).toEqual([]);
  });
});

let saves = 0;

/** A whole valid Δ.1 form (its required fields from the definitions) with these CPV codes. */
function savedForm(cpv: string[]): FormData {
  const today = athensDay(Date.now()).split("-").reverse().join("/");
  const form = loadDecisionForm({ typeUid: TYPE, orgUid: ORG, access: h.access, userId: h.userId })!;
  const fd = new FormData();
  const entries: [string, string | Blob][] = [
    ["decisionTypeId", TYPE],
    ["organizationId", ORG],
    ["subject", "Ανάθεση με κωδικούς CPV"],
    ["protocolNumber", `CPV/${++saves}`],
    ["issueDate", today],
    ["unitIds", h.one(`SELECT uid FROM units WHERE org_uid = '${ORG}' AND active = 1 ORDER BY uid LIMIT 1`)],
    ["signerIds", h.one(`SELECT uid FROM signers WHERE org_uid = '${ORG}' AND active = 1 ORDER BY uid LIMIT 1`)],
    ["thematicCategoryIds", "24"],
    ...validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today),
    ...cpv.map((code): [string, string] => [NAME, code]),
    ["decisionFile", new File([new Uint8Array(tinyPdf())], "apofasi.pdf", { type: "application/pdf" })],
  ];
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}

const save = (cpv: string[]) =>
  runAction(newRoute.action, h.post(`/decision/new?type=${encodeURIComponent(TYPE)}&org=${ORG}`, savedForm(cpv)));

describe("an ajax field whose list this portal cannot serve (decision 111)", () => {
  it("refuses every code, with the field's message, and saves nothing", async () => {
    for (const [dictionary, url] of [
      [null, "/luminapi/api/fields/NO_SUCH_LIST"],
      [null, "/luminapi/api/fields/units"],
      [null, "/search?q=cpv"],
      [null, null],
    ]) {
      defineCpv(dictionary, url, null);
      const before = snapshot(h.t.db);
      const out = await save([DIESEL.value]);
      expect(out.status, String(url)).toBe(400);
      expect(out.data.lastResult.error[NAME], String(url)).toEqual([TEXT.invalidOption]);
      expect(snapshot(h.t.db)).toEqual(before);
    }
  });

  it("still saves the field left empty, and codes of a list it can serve", async () => {
    defineCpv(null, "/luminapi/api/fields/NO_SUCH_LIST", null);
    expect((await save([])).status).toBe(303);
    defineCpv(null, "/luminapi/api/fields/CPV", null);
    expect((await save([DIESEL.value])).status).toBe(303);
  });

  it("a field following another one allows nothing when its list cannot be served", () => {
    const def = {
      ...formFields().find((f) => f.fieldPath === "cpv")!,
      dictionaryUid: null,
      selectionListUrl: "/luminapi/api/fields/NO_SUCH_LIST",
      dependsOn: "ministryId",
      updateAttr: "query:org",
    };
    expect(dependentOptionList(def, ORG)).toEqual([]);
    // A dictionary it follows another field for: that whole dictionary.
    const cpv = dependentOptionList({ ...def, selectionListUrl: "/luminapi/api/fields/CPV" }, ORG);
    expect(cpv.map((o) => o.value)).toContain(DIESEL.value);
  });
});
