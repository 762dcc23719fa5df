/**
 * The fields table lists every attribute a definition sets, in the edit form's words, and nothing
 * for the ones left empty.
 */
import { describe, expect, it } from "vitest";
import { fieldAttributes, type FieldAttributeSource } from "./field-attributes";

const EMPTY: FieldAttributeSource = {
  help: null,
  maxLength: null,
  size: null,
  width: null,
  defaultValue: null,
  dictionaryUid: null,
  arrayView: null,
  shownWhen: null,
  enabledOn: null,
  dependsOn: null,
  updateAttr: null,
  clearAttr: null,
  selectionListUrl: null,
  dataByUidUrl: null,
  relatedTypes: null,
  relatedSameOrganization: false,
  uid: "contractNumber",
  fieldPath: "contractNumber",
};

describe("fieldAttributes", () => {
  it("lists nothing for a field that sets nothing", () => {
    expect(fieldAttributes(EMPTY)).toEqual([]);
  });

  it("lists every attribute that is set, labelled as the edit form labels it", () => {
    const listed = fieldAttributes({
      help: "Βοήθεια πεδίου",
      maxLength: 40,
      size: 12,
      width: "50%",
      defaultValue: "1",
      dictionaryUid: "FEKTYPES",
      arrayView: "table",
      shownWhen: "!other",
      enabledOn: "other",
      dependsOn: "org",
      updateAttr: "query:org",
      clearAttr: "value",
      selectionListUrl: "/luminapi/api/fields/signers",
      dataByUidUrl: "/luminapi/api/fields/signers",
      relatedTypes: ["Β.1.3", "Β.2.1"],
      relatedSameOrganization: true,
      uid: "F1",
      fieldPath: "signers",
    });
    expect(listed.map((a) => `${a.label}: ${a.value}`)).toEqual([
      "Βοήθεια: Βοήθεια πεδίου",
      "Μέγιστο μήκος: 40",
      "Λεξικό επιλογών: FEKTYPES",
      "Πολλές τιμές: Πίνακας γραμμών",
      "Εμφανίζεται όταν: !other",
      "Ενεργό όταν: other",
      "Εξαρτάται από: org",
      "Αδειάζει όταν αλλάζει το πεδίο από το οποίο εξαρτάται: Ναι, η τιμή του (value)",
      "Ιδιότητα που ενημερώνεται: query:org",
      "Πλάτος (χαρακτήρες): 12",
      "Πλάτος στήλης: 50%",
      "Διεύθυνση αναζήτησης επιλογών: /luminapi/api/fields/signers",
      "Διεύθυνση ανάγνωσης επιλογής: /luminapi/api/fields/signers",
      "Προεπιλεγμένη τιμή: 1",
      "Είδη σχετικής πράξης: Β.1.3, Β.2.1",
      "Σχετική πράξη του ίδιου φορέα: Ναι",
      "Κωδικός: F1",
    ]);
  });
});
