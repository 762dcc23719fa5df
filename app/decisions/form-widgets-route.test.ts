/**
 * The decision form's widgets on the server side, through the real route modules and a real
 * SQLite file with the seed's reference data: every decision type's form renders and a valid
 * filling of it is saved; the no-JS round trips («Ενημέρωση φόρμας», an ajax selector's search)
 * keep the values and save nothing; the option lists answer by term; forged values are refused.
 */
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "#tests/support/render-in-router";
import { TYPE_FIELDS } from "#db/seed/field-definitions";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { athensDay } from "#shared/dates";
import { DecisionFormFields } from "../components/form/DecisionFormFields";
import { buildFieldTree } from "../fields/field-tree";
import {
  SEARCH_BUTTON,
  SEARCH_TERM_HINT,
  searchTermField,
  UPDATE_BUTTON,
  type FieldSearch,
} from "../fields/ajax-search";
import { FORM_TEXT, TEXT } from "../messages";
import * as newRoute from "../routes/decision.new";
import * as optionsRoute from "../routes/luminapi.api.fields.$list";
import { loadDecisionForm } from "./form-schema.server";
import { CONFIRM_WARNINGS, DUPLICATE_PROTOCOL_NUMBER } from "./protocol-warnings.server";
import { snapshot } from "./testing/fixtures";
import { BASE, runAction, useFormRouteHarness } from "./testing/form-route-harness";
import { validExtraFieldEntries } from "./testing/valid-extra-fields";

const ORG = "6013";
const h = useFormRouteHarness();
const { post, one } = h;

const today = () => athensDay(Date.now()).split("-").reverse().join("/");
const newPath = (type: string) => `/decision/new?type=${encodeURIComponent(type)}&org=${ORG}`;

const run = (request: Request) => runAction(newRoute.action, request);

function formOf(type: string, extra: [string, string][]): FormData {
  const fd = new FormData();
  const entries: [string, string | Blob][] = [
    ["decisionTypeId", type],
    ["organizationId", ORG],
    ["subject", `Πράξη δοκιμής ${type}`],
    ["protocolNumber", `W/${type}`],
    ["issueDate", today()],
    ["unitIds", one(`SELECT uid FROM units WHERE org_uid = '${ORG}' AND active = 1 ORDER BY uid LIMIT 1`)],
    ["signerIds", one(`SELECT uid FROM signers WHERE org_uid = '${ORG}' AND active = 1 ORDER BY uid LIMIT 1`)],
    ["thematicCategoryIds", "24"],
    ...extra,
    ["decisionFile", new File([new Uint8Array(tinyPdf())], "apofasi.pdf", { type: "application/pdf" })],
  ];
  for (const [k, v] of entries) fd.append(k, v);
  return fd;
}

function formFor(type: string) {
  const form = loadDecisionForm({ typeUid: type, orgUid: ORG, access: h.access, userId: h.userId });
  if (!form) throw new Error(`no form for ${type}`);
  return form;
}

const TYPES = Object.keys(TYPE_FIELDS);

describe("every decision type", () => {
  it("has field definitions for the 35 leaf types of the catalogue", () => {
    expect(TYPES).toHaveLength(35);
  });

  it.each(TYPES)("%s: the form renders, and a valid filling is saved", async (type) => {
    const form = formFor(type);
    const html = await renderInRouter(
      createElement(DecisionFormFields, { form, snapshot: { values: null, errors: {} }, maxUploadMb: 20 }),
    );
    // Every top-level field or group shows its label (rows of optional tables start empty).
    const shown = buildFieldTree(form.fields).filter((n) => n.def.widget !== "TEXT_HIDDEN");
    for (const { def } of shown) expect(html.includes(def.label), def.label).toBe(true);

    const out = await run(
      post(newPath(type), formOf(type, validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today()))),
    );
    expect(out.data.lastResult?.error ?? null).toBeNull();
    expect(out.status).toBe(303);
    expect(out.location).toMatch(/^\/decision\/view\/v\//);
  });
});

describe("round trips without JavaScript", () => {
  it("«Ενημέρωση φόρμας» sends the form back with every value and no error, and saves nothing", async () => {
    const before = snapshot(h.t.db);
    const fd = formOf("Β.1.3", [
      ["extraFieldValues.financialYear", "20x5"],
      ["extraFieldValues.partialead", "on"],
    ]);
    fd.set("subject", "");
    fd.append(UPDATE_BUTTON, "1");
    const out = await run(post(newPath("Β.1.3"), fd));
    expect(out.status).toBe(200);
    expect(out.data.lastResult.error).toBeUndefined();
    expect(out.data.lastResult.initialValue.extraFieldValues).toMatchObject({
      financialYear: "20x5",
      partialead: "on",
    });
    expect(out.data.lastResult.initialValue).not.toHaveProperty("decisionFile");
    expect(snapshot(h.t.db)).toEqual(before);
  });

  it("an ajax selector's search answers with the options of its list for the term, nothing saved", async () => {
    const before = snapshot(h.t.db);
    const name = "extraFieldValues.cpv";
    const fd = formOf("Δ.1", [["extraFieldValues.cpv", "30192000-1"]]);
    fd.append(searchTermField(name), "πετρέλαιο");
    fd.append(SEARCH_BUTTON, name);
    const out = await run(post(newPath("Δ.1"), fd));
    expect(out.status).toBe(200);
    const search = out.data.searches[name] as FieldSearch;
    expect(search.term).toBe("πετρέλαιο");
    expect(search.options.map((o) => o.value)).toEqual(["09134100-8", "09135100-5"]);
    expect(out.data.lastResult.initialValue.extraFieldValues.cpv).toBe("30192000-1");
    expect(snapshot(h.t.db)).toEqual(before);
  });

  it("a search under 3 characters says so and finds nothing", async () => {
    const name = "extraFieldValues.cpv";
    const fd = formOf("Δ.1", []);
    fd.append(searchTermField(name), "πε");
    fd.append(SEARCH_BUTTON, name);
    const out = await run(post(newPath("Δ.1"), fd));
    expect(out.data.searches[name]).toEqual({ term: "πε", options: [], problem: SEARCH_TERM_HINT });
  });
});

describe("GET /luminapi/api/fields/{list}", () => {
  it("answers the options of a dictionary matching the term, accents and case ignored, from 3 characters", async () => {
    const routeGet = (list: string, query: string) =>
      optionsRoute.loader({
        request: new Request(`${BASE}/luminapi/api/fields/${encodeURIComponent(list)}?${query}`),
        params: { list },
        context: {},
      }) as Promise<Response>;
    const found = await routeGet("CPV", `term=${encodeURIComponent("ΠΕΤΡΕΛΑΙΟ")}`);
    expect(found.status).toBe(200);
    expect(((await found.json()) as { options: { value: string }[] }).options.map((o) => o.value)).toEqual([
      "09134100-8",
      "09135100-5",
    ]);
    const short = await routeGet("CPV", "term=πε");
    expect(await short.json()).toEqual({ options: [] });
    const units = await routeGet("units", `org=${ORG}&term=${encodeURIComponent("τμήμα")}`);
    const body = (await units.json()) as { options: { depth: number }[] };
    expect(body.options.length).toBeGreaterThan(0);
    expect(body.options.every((o) => typeof o.depth === "number")).toBe(true);
    await expect(
      (async () => {
        try {
          return (await routeGet("NO_SUCH_LIST", "term=abc")).status;
        } catch (thrown) {
          return (thrown as Response).status;
        }
      })(),
    ).resolves.toBe(404);
  });
});

describe("forged or stale values", () => {
  it("refuses an option outside the field's list with the field's message and saves nothing", async () => {
    const before = snapshot(h.t.db);
    const form = formFor("Δ.1");
    const extra = validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today());
    const out = await run(post(newPath("Δ.1"), formOf("Δ.1", [...extra, ["extraFieldValues.cpv", "99999999-9"]])));
    expect(out.status).toBe(400);
    expect(out.data.lastResult.error["extraFieldValues.cpv"]).toEqual([TEXT.invalidOption]);
    expect(snapshot(h.t.db)).toEqual(before);
  });

  it("checks an ajax field whose list is only its selection URL against that list (SPEC §5)", async () => {
    // Δ.1's CPV codes read from the definition's URL instead of its dictionary, as a field the
    // administration defined with selectionListUrl and no dictionary (the list the combobox searches).
    const run1 = (sql: string) => h.t.db.$client.prepare(sql).run("Δ.1", "cpv");
    run1(
      "UPDATE field_definitions SET dictionary_uid = NULL, selection_list_url = '/luminapi/api/fields/CPV' WHERE decision_type_uid = ? AND field_path = ?",
    );
    try {
      const form = formFor("Δ.1");
      const extra = validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today()).filter(
        ([name]) => name !== "extraFieldValues.cpv",
      );
      const before = snapshot(h.t.db);
      const forged = await run(post(newPath("Δ.1"), formOf("Δ.1", [...extra, ["extraFieldValues.cpv", "99999999-9"]])));
      expect(forged.status).toBe(400);
      expect(forged.data.lastResult.error).toEqual({ "extraFieldValues.cpv": [TEXT.invalidOption] });
      expect(snapshot(h.t.db)).toEqual(before);
      // A code the list has (one the search finds) is saved.
      const valid = formOf("Δ.1", [...extra, ["extraFieldValues.cpv", "09134100-8"]]);
      valid.set("protocolNumber", "W/Δ.1/url");
      expect((await run(post(newPath("Δ.1"), valid))).status).toBe(303);
    } finally {
      run1(
        "UPDATE field_definitions SET dictionary_uid = 'CPV', selection_list_url = NULL WHERE decision_type_uid = ? AND field_path = ?",
      );
    }
  });

  it("refuses an organisation the user has no rights on, and saves nothing", async () => {
    const before = snapshot(h.t.db);
    const form = formFor("Β.1.3");
    const fd = formOf("Β.1.3", validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today()));
    const other = one(`SELECT uid FROM organizations WHERE uid <> '${ORG}' ORDER BY uid LIMIT 1`);
    fd.set("organizationId", other);
    const out = await run(post(newPath("Β.1.3"), fd));
    expect(out.status).toBe(400);
    expect(snapshot(h.t.db)).toEqual(before);
  });

  it("refuses a unit or a signer of another organisation on its field, and saves nothing", async () => {
    const form = formFor("Β.1.3");
    const extra = validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today());
    const foreign = (table: "units" | "signers") =>
      one(`SELECT uid FROM ${table} WHERE org_uid <> '${ORG}' AND active = 1 ORDER BY uid LIMIT 1`);
    const before = snapshot(h.t.db);
    for (const [field, table] of [
      ["unitIds", "units"],
      ["signerIds", "signers"],
    ] as const) {
      const fd = formOf("Β.1.3", extra);
      fd.set(field, foreign(table));
      const out = await run(post(newPath("Β.1.3"), fd));
      expect(out.status, field).toBe(400);
      expect(out.data.lastResult.error, field).toEqual({ [field]: [TEXT.invalidOption] });
    }
    expect(snapshot(h.t.db)).toEqual(before);
  });
});

describe("ignorable warnings (SPEC §8)", () => {
  it("lists another decision of the body with the same protocol number apart, and saves once confirmed", async () => {
    const form = formFor("Β.1.3");
    const extra = validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today());
    const first = formOf("Β.1.3", extra);
    first.set("protocolNumber", "ΔΙΠΛΟ/7");
    expect((await run(post(newPath("Β.1.3"), first))).status).toBe(303);

    const before = snapshot(h.t.db);
    const second = formOf("Β.1.3", extra);
    second.set("protocolNumber", "ΔΙΠΛΟ/7");
    const warned = await run(post(newPath("Β.1.3"), second));
    expect(warned.status).toBe(409);
    expect(warned.data.warnings).toEqual([
      {
        errorCode: DUPLICATE_PROTOCOL_NUMBER,
        errorMessage: TEXT.duplicateProtocolNumber("ΔΙΠΛΟ/7", []),
        canBeIgnored: true,
      },
    ]);
    expect(warned.data.lastResult.initialValue.protocolNumber).toBe("ΔΙΠΛΟ/7");
    expect(snapshot(h.t.db)).toEqual(before);

    const confirmed = formOf("Β.1.3", extra);
    confirmed.set("protocolNumber", "ΔΙΠΛΟ/7");
    confirmed.append(CONFIRM_WARNINGS, "1");
    expect((await run(post(newPath("Β.1.3"), confirmed))).status).toBe(303);
  });
});

describe("fields that follow a body chosen in their row", () => {
  const unitsOf = (org: string) =>
    h.t.db.$client
      .prepare("SELECT uid FROM units WHERE org_uid = ? AND active = 1 ORDER BY uid")
      .all(org)
      .map((r) => (r as { uid: string }).uid);

  it("«Ενημέρωση φόρμας» offers each row the units of its own body, every value kept, nothing saved", async () => {
    const other = one(`SELECT org_uid FROM units WHERE org_uid <> '${ORG}' AND active = 1 ORDER BY org_uid LIMIT 1`);
    const [ownUnit] = unitsOf(ORG);
    const before = snapshot(h.t.db);
    const fd = formOf("2.4.7.1", [
      ["extraFieldValues.co_competent[0].ministryId", ORG],
      ["extraFieldValues.co_competent[0].unitId", ownUnit],
      ["extraFieldValues.co_competent[1].ministryId", other],
      ["extraFieldValues.co_competent[2].ministryId", ""],
    ]);
    fd.append(UPDATE_BUTTON, "1");
    const out = await run(post(newPath("2.4.7.1"), fd));
    expect(out.status).toBe(200);
    const lists = out.data.lists as Record<string, Record<string, { value: string; label: string }[]>>;
    // Each body's whole list, once per body; a row without a body needs none.
    expect(Object.keys(lists["co_competent.unitId"]).sort()).toEqual([ORG, other].sort());
    expect(lists["co_competent.unitId"][ORG].map((o) => o.value).sort()).toEqual(unitsOf(ORG));
    expect(lists["co_competent.unitId"][other].map((o) => o.value).sort()).toEqual(unitsOf(other));
    expect(lists["co_competent.signerIds"][other].length).toBeGreaterThan(0);
    expect(out.data.lastResult.initialValue.extraFieldValues.co_competent[0]).toEqual({
      ministryId: ORG,
      unitId: ownUnit,
    });
    expect(snapshot(h.t.db)).toEqual(before);

    // The page shown again: each row's unit a select of its own body's units, the typed one chosen.
    const form = formFor("2.4.7.1");
    const html = await renderInRouter(
      createElement(DecisionFormFields, {
        form,
        snapshot: { values: out.data.lastResult.initialValue, errors: {} },
        maxUploadMb: 20,
        lists,
      }),
    );
    const selectOf = (row: number) =>
      new RegExp(
        `<select[^>]*name="extraFieldValues\\.co_competent\\[${row}\\]\\.unitId"[^>]*>(.*?)</select>`,
        "s",
      ).exec(html)?.[1] ?? "";
    const offered = (row: number) =>
      [...selectOf(row).matchAll(/<option[^>]*value="([^"]+)"/g)].map((m) => m[1]).sort();
    expect(offered(0)).toEqual(unitsOf(ORG));
    expect(selectOf(0)).toMatch(new RegExp(`<option[^>]*value="${ownUnit}"[^>]*selected`));
    expect(offered(1)).toEqual(unitsOf(other));
    // No body in the third row: no unit to choose yet.
    expect(html).toContain(FORM_TEXT.listFollowsEmpty("Φορέας"));
  });

  it("the list of one body's units is read whole (?all=1), and only for a body's lists", async () => {
    const routeGet = async (list: string, query: string) => {
      const res = await optionsRoute.loader({
        request: new Request(`${BASE}/luminapi/api/fields/${list}?${query}`),
        params: { list },
        context: {},
      });
      return ((await res.json()) as { options: { value: string }[] }).options.map((o) => o.value);
    };
    expect((await routeGet("units", `org=${ORG}&all=1`)).sort()).toEqual(unitsOf(ORG));
    expect(await routeGet("CPV", "all=1")).toEqual([]);
  });

  it("accept that body's signers and refuse another body's, saving nothing", async () => {
    const form = formFor("Β.6");
    const extra = validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today());
    const own = one(`SELECT uid FROM signers WHERE org_uid = '${ORG}' AND active = 1 ORDER BY uid LIMIT 1`);
    const foreign = one(`SELECT uid FROM signers WHERE org_uid <> '${ORG}' AND active = 1 ORDER BY uid LIMIT 1`);
    const row = (signer: string): [string, string][] => [
      ["extraFieldValues.contributing_parts[0].ministryId", ORG],
      ["extraFieldValues.contributing_parts[0].signerIds", signer],
    ];
    const before = snapshot(h.t.db);
    const refused = await run(post(newPath("Β.6"), formOf("Β.6", [...extra, ...row(foreign)])));
    expect(refused.status).toBe(400);
    expect(refused.data.lastResult.error).toEqual({
      "extraFieldValues.contributing_parts[0].signerIds": [TEXT.invalidOption],
    });
    expect(snapshot(h.t.db)).toEqual(before);
    const valid = formOf("Β.6", [...extra, ...row(own)]);
    valid.set("protocolNumber", "W/Β.6/συμβαλλόμενοι");
    const saved = await run(post(newPath("Β.6"), valid));
    expect(saved.status).toBe(303);
  });
});
