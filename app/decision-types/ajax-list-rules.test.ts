/**
 * Decision 111: the catalogue refuses an ajax selector whose options this portal cannot serve
 * (a selection URL naming no list, a per-organisation list with no body to read it for, or
 * neither a dictionary nor a URL), with a Greek message on the attribute to mend; lists it serves
 * are taken. Real SQLite file with the seed's dictionaries.
 */
import { describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { DECISION_TYPE_TEXT } from "../messages";
import { validateFieldDraft } from "./field-rules.server";
import { fieldDraft } from "./testing/field-draft";

const t = useDemoDatabase();

const ajax = (over: Parameters<typeof fieldDraft>[0] = {}) =>
  fieldDraft({ fieldPath: "supplies", widget: "COMBOBOX_AJAX_MULTIPLE", label: "Είδη", ...over });
const errorsOf = (over: Parameters<typeof fieldDraft>[0]) => validateFieldDraft("Α.3", ajax(over), t.db);

describe("an ajax selector's list (decision 111)", () => {
  it("is refused when its selection URL names no list this portal serves", () => {
    for (const selectionListUrl of [
      "/luminapi/api/fields/NO_SUCH_LIST",
      "/luminapi/api/fields/%CE%94",
      "/search?q=1",
      "/luminapi/api/fields/units",
      "/luminapi/api/fields/signers?term=a",
    ])
      expect(errorsOf({ selectionListUrl }), selectionListUrl).toEqual({
        selectionListUrl: DECISION_TYPE_TEXT.unknownOptionList,
      });
  });

  it("is refused with neither a dictionary nor a selection URL", () => {
    expect(errorsOf({})).toEqual({ dictionaryUid: DECISION_TYPE_TEXT.ajaxWithoutList });
    expect(validateFieldDraft("Α.3", ajax({ widget: "COMBOBOX_AJAX_SIMPLE" }), t.db)).toEqual({
      dictionaryUid: DECISION_TYPE_TEXT.ajaxWithoutList,
    });
  });

  it("is taken when this portal serves it: a dictionary, the organisations, a body's units or signers", () => {
    expect(errorsOf({ dictionaryUid: "CPV" })).toEqual({});
    for (const selectionListUrl of [
      "/luminapi/api/fields/CPV",
      "/luminapi/api/fields/CPV?term=x",
      "/luminapi/api/fields/organizations",
      "/luminapi/api/fields/active-organizations",
      "/luminapi/api/fields/signers?org=6013",
    ])
      expect(errorsOf({ selectionListUrl }), selectionListUrl).toEqual({});
    // The body is the one chosen in the field it follows.
    expect(
      errorsOf({
        selectionListUrl: "/luminapi/api/fields/units",
        dependsOn: "onomaEgkykliou",
        updateAttr: "query:org",
      }),
    ).toEqual({});
  });

  it("leaves other widgets' URLs to the portal-path rule", () => {
    expect(
      validateFieldDraft("Α.3", fieldDraft({ selectionListUrl: "/luminapi/api/fields/NO_SUCH_LIST" }), t.db),
    ).toEqual({});
  });
});
