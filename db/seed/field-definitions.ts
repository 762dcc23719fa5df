/**
 * The dynamic fields of every decision type (SPEC §3 "Dynamic field definition"), as data: one
 * table per leaf type plus the fields common to all types. The seed writes them to
 * `field_definitions`; the entry form and the API validate `extraFieldValues` against them.
 *
 * Sources (reference/diavgeia.md §3.2): Β.6 exactly as its real /types/Β.6/details; the shapes of
 * Β.1.3, Β.2.1, Β.2.2, Δ.1, Γ.3.3 from real decisions; the other types from the real 2016 samples'
 * field names. Greek labels are Diavgeia's where known, otherwise ours.
 *
 * How a definition maps onto extraFieldValues:
 * - `path` is a dotted path into extraFieldValues ("fek.issue" is extraFieldValues.fek.issue).
 * - A group (widget LINE_COMPOSITE or LINE_COMPOSITE_AFM) owns the fields whose path starts with
 *   its own path + "."; it has no value of its own. Without `arrayView` it is one object; with
 *   arrayView "table" (SPEC: a horizontal table) it is a list of such objects, one per row, and
 *   `required` means at least one row.
 * - A plain field with arrayView "list" holds a list of its widget's values (several persons).
 * - Values: AMOUNT and NATURAL_NUMBER numbers; YEAR an integer; DATE an ISO day; CHECKBOX a
 *   boolean; AFM a person object {afm, afmType, afmCountry, enterName, name}; dictionary combos
 *   the item uid; ORGANIZATION_* an organisation uid; SIGNER_MULTIPLE a list of signer uids;
 *   DECISION_SEARCH_BOX an ADA.
 * - `shownWhen: "x"` shows the field only while the field at path x has a truthy value, "!x" only
 *   while it has none; a hidden field is never required.
 * - `dependsOn: "x"` with `updateAttr`: the value of x sets this field's attribute: "minDate"
 *   (SPEC §5 date-after rule: not before x, by day) or "query:<param>" (its option list is
 *   reloaded with ?<param>=<x>); `clearAttr: "value"` empties this field when x changes.
 */

/** The widgets of SPEC §3. */
export const WIDGETS = [
  "AMOUNT",
  "COMBOBOX_CUSTOM_DATA",
  "COMBOBOX_SIMPLE",
  "COMBOBOX_SIMPLE_GROUPED",
  "COMBOBOX_AJAX_SIMPLE",
  "COMBOBOX_AJAX_MULTIPLE",
  "COMBOBOX_MULTIPLE",
  "ORGANIZATION_ALL",
  "ORGANIZATION_SIMPLE",
  "CHECKBOX",
  "YEAR",
  "NATURAL_NUMBER",
  "AFM",
  "DECISION_SEARCH_BOX",
  "TEXT_HIDDEN",
  "TEXT",
  "HIERARCHICAL_MENU",
  "UNITS_HIERARCHICAL_MENU",
  "SIGNER_MULTIPLE",
  "DATE",
  "LINE_COMPOSITE",
  "LINE_COMPOSITE_AFM",
] as const;
export type Widget = (typeof WIDGETS)[number];

export interface FieldSpec {
  path: string;
  widget: Widget;
  label: string;
  help?: string;
  required?: boolean;
  maxLength?: number;
  /** Option list source for dictionary-backed widgets. */
  dictionary?: string;
  /** Name of the search term the value is indexed under (Diavgeia's searchTerm). */
  searchTerm?: string;
  defaultValue?: string;
  arrayView?: "list" | "table";
  shownWhen?: string;
  dependsOn?: string;
  updateAttr?: string;
  clearAttr?: string;
  width?: string;
  /** DECISION_SEARCH_BOX: the types the related decision may be of, and whether it must be of the same body. */
  relatedTypes?: string[];
  relatedSameOrganization?: boolean;
}

// ---------------------------------------------------------------- reusable groups

const fek = (required = true): FieldSpec[] => [
  { path: "fek", widget: "LINE_COMPOSITE", label: "Στοιχεία ΦΕΚ (Αρ., Τεύχος, Έτος)" },
  { path: "fek.aa", widget: "TEXT", label: "Αρ. ΦΕΚ", required, maxLength: 5, searchTerm: "textFekAA" },
  {
    path: "fek.issue",
    widget: "COMBOBOX_SIMPLE",
    label: "Τεύχος ΦΕΚ",
    required,
    dictionary: "FEKTYPES",
    searchTerm: "textFekIssue",
  },
  { path: "fek.issueyear", widget: "YEAR", label: "Έτος ΦΕΚ", required, maxLength: 4, searchTerm: "textFekYear" },
];

/** An amount object {amount, currency}; the currency is always EUR in the form. */
const money = (path: string, label: string, required = false): FieldSpec[] => [
  { path: `${path}.amount`, widget: "AMOUNT", label, required },
  { path: `${path}.currency`, widget: "TEXT_HIDDEN", label: "Νόμισμα", dictionary: "CURRENCY", defaultValue: "EUR" },
];

const financialYear = (label = "Οικονομικό Έτος"): FieldSpec => ({
  path: "financialYear",
  widget: "YEAR",
  label,
  required: true,
  maxLength: 4,
});

const relatedAda = (path: string, label: string, relatedTypes?: string[]): FieldSpec => ({
  path,
  widget: "DECISION_SEARCH_BOX",
  label,
  searchTerm: "relatedDecisionsADA",
  // A named kind of related decision (a commitment, a tender notice) is one of the body's own.
  ...(relatedTypes ? { relatedTypes, relatedSameOrganization: true } : {}),
});

/** Co-competent bodies, each with an optional unit and its signers (options follow the body). */
const coCompetent = (path = "co_competent", label = "Συναρμόδιοι Φορείς"): FieldSpec[] => [
  { path, widget: "LINE_COMPOSITE", label, arrayView: "table" },
  { path: `${path}.ministryId`, widget: "ORGANIZATION_ALL", label: "Φορέας", searchTerm: "organizationId" },
  {
    path: `${path}.unitId`,
    widget: "UNITS_HIERARCHICAL_MENU",
    label: "Μονάδα",
    searchTerm: "unitId",
    dependsOn: `${path}.ministryId`,
    updateAttr: "query:org",
    clearAttr: "value",
  },
  {
    path: `${path}.signerIds`,
    widget: "SIGNER_MULTIPLE",
    label: "Υπογράφοντες",
    searchTerm: "signerId",
    dependsOn: `${path}.ministryId`,
    updateAttr: "query:org",
    clearAttr: "value",
  },
];

/** Contractors/beneficiaries of an expenditure (Β.2.1, Β.2.2). */
const sponsors = (label: string, required: boolean, shownWhen?: string): FieldSpec[] => [
  { path: "sponsor", widget: "LINE_COMPOSITE_AFM", label, arrayView: "table", required, shownWhen },
  { path: "sponsor.sponsorAFMName", widget: "AFM", label: "ΑΦΜ / Επωνυμία", required: true },
  ...money("sponsor.expenseAmount", "Ποσό δαπάνης", true),
  { path: "sponsor.cpv", widget: "COMBOBOX_AJAX_SIMPLE", label: "CPV", dictionary: "CPV" },
  { path: "sponsor.kae", widget: "TEXT", label: "Αριθμός ΚΑΕ/ΑΛΕ", maxLength: 30 },
];

const personList = (label: string, required = false): FieldSpec => ({
  path: "person",
  widget: "AFM",
  label,
  arrayView: "list",
  required,
});

const combo = (path: string, label: string, dictionary: string, required = false): FieldSpec => ({
  path,
  widget: "COMBOBOX_SIMPLE",
  label,
  dictionary,
  required,
});

// ---------------------------------------------------------------- common to every type

export const COMMON_FIELDS: FieldSpec[] = [
  {
    path: "relatedDecisions",
    widget: "LINE_COMPOSITE",
    label: "Δείτε επίσης και ..",
    help: "Επιλέξτε τις σχετικές πράξεις",
    arrayView: "table",
  },
  {
    path: "relatedDecisions.relatedDecisionsADA",
    widget: "DECISION_SEARCH_BOX",
    label: "Σχετικός ΑΔΑ",
    help: "Εισάγετε ή αναζητήστε τον ΑΔΑ μιας σχετικής πράξης",
    searchTerm: "relatedDecisionsADA",
  },
  {
    path: "documentType",
    widget: "TEXT_HIDDEN",
    label: "Είδος εγγράφου",
    defaultValue: "ΠΡΑΞΗ",
    searchTerm: "documentType",
  },
];

// ---------------------------------------------------------------- per leaf type

export const TYPE_FIELDS: Record<string, FieldSpec[]> = {
  // ΝΟΜΟΣ
  "Α.1.1": [{ path: "lawaa", widget: "TEXT", label: "Αριθμός Νόμου", required: true, maxLength: 10 }, ...fek()],
  // ΠΡΑΞΗ ΝΟΜΟΘΕΤΙΚΟΥ ΠΕΡΙΕΧΟΜΕΝΟΥ
  "Α.1.2": [{ path: "lawpraxiaa", widget: "TEXT", label: "Αριθμός Πράξης", required: true, maxLength: 10 }, ...fek()],
  // ΚΑΝΟΝΙΣΤΙΚΗ ΠΡΑΞΗ
  "Α.2": [
    combo("kanonistikipraxitype", "Τύπος Κανονιστικής Πράξης", "KANONISTIKI_PRAXI_TYPE", true),
    { path: "kanonistikipraxiaa", widget: "TEXT", label: "Αριθμός Κανονιστικής Πράξης", maxLength: 30 },
    ...fek(),
    ...coCompetent(),
  ],
  // ΕΓΚΥΚΛΙΟΣ
  "Α.3": [{ path: "onomaEgkykliou", widget: "TEXT", label: "Αριθμός Εγκυκλίου", required: true, maxLength: 50 }],
  // ΓΝΩΜΟΔΟΤΗΣΗ
  "Α.4": [combo("gnomodotisiEidosForea", "Είδος Γνωμοδοτούντος Φορέα", "GNOMODOTISI_FOREAS", true)],
  // ΠΡΑΚΤΙΚΑ (ΝΣΚ)
  "Α.5": [{ path: "arPraktikou", widget: "TEXT", label: "Αριθμός Πρακτικού", required: true, maxLength: 20 }],
  // ΕΚΘΕΣΗ ΑΠΟΤΙΜΗΣΗΣ ΝΟΜΟΘΕΣΙΑΣ
  "Α.6": [{ path: "reportYear", widget: "YEAR", label: "Έτος Αναφοράς", required: true, maxLength: 4 }],
  // ΕΚΘΕΣΗ ΚΕΝΤΡΙΚΗΣ ΕΠΙΤΡΟΠΗΣ ΚΩΔΙΚΟΠΟΙΗΣΗΣ
  "Α.7": [{ path: "reportYear", widget: "YEAR", label: "Έτος Αναφοράς", required: true, maxLength: 4 }],

  // ΕΓΚΡΙΣΗ ΠΡΟΥΠΟΛΟΓΙΣΜΟΥ
  "Β.1.1": [
    financialYear(),
    combo("budgettype", "Κατηγορία Προϋπολογισμού", "BUDGET_TYPE", true),
    combo("budgetkind", "Είδος Προϋπολογισμού", "BUDGET_KIND", true),
    { path: "isBudgetApprovalForOrg", widget: "CHECKBOX", label: "Έγκριση προϋπολογισμού άλλου φορέα" },
    {
      path: "refersToOtherOrgBudget",
      widget: "ORGANIZATION_SIMPLE",
      label: "Φορέας του προϋπολογισμού",
      required: true,
      shownWhen: "isBudgetApprovalForOrg",
    },
  ],
  // ΕΠΙΤΡΟΠΙΚΟ ΕΝΤΑΛΜΑ
  "Β.1.2": [
    financialYear(),
    combo("budgettype", "Κατηγορία Προϋπολογισμού", "BUDGET_TYPE", true),
    { path: "amountWithVATAndKae.kae", widget: "TEXT", label: "Αριθμός ΚΑΕ/ΑΛΕ", required: true, maxLength: 30 },
    ...money("amountWithVATAndKae.amountWithVAT", "Ποσό με ΦΠΑ", true),
    { path: "primaryOfficer", widget: "TEXT", label: "Κύριος Διατάκτης", maxLength: 100 },
    { path: "secondaryOfficer", widget: "TEXT", label: "Δευτερεύων Διατάκτης", maxLength: 100 },
  ],
  // ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ
  "Β.1.3": [
    financialYear(),
    combo("budgettype", "Κατηγορία Προϋπολογισμού", "BUDGET_TYPE", true),
    { path: "entryNumber", widget: "TEXT", label: "Αριθμός Καταχώρισης", required: true, maxLength: 30 },
    { path: "partialead", widget: "CHECKBOX", label: "Μερική ανάληψη υποχρέωσης" },
    { path: "recalledExpenseDecision", widget: "CHECKBOX", label: "Ανάκληση ανάληψης υποχρέωσης" },
    ...money("amountWithVAT", "Συνολικό ποσό", true),
    {
      path: "amountWithKae",
      widget: "LINE_COMPOSITE_AFM",
      label: "Ποσό και ΚΑΕ/ΑΛΕ",
      arrayView: "table",
      required: true,
    },
    { path: "amountWithKae.sponsorAFMName", widget: "AFM", label: "ΑΦΜ / Επωνυμία" },
    { path: "amountWithKae.kae", widget: "TEXT", label: "Αριθμός ΚΑΕ/ΑΛΕ", required: true, maxLength: 30 },
    { path: "amountWithKae.amountWithVAT", widget: "AMOUNT", label: "Ποσό με ΦΠΑ", required: true },
    { path: "amountWithKae.kaeCreditRemainder", widget: "AMOUNT", label: "Υπόλοιπο διαθέσιμης πίστωσης" },
    { path: "amountWithKae.kaeBudgetRemainder", widget: "AMOUNT", label: "Υπόλοιπο ΚΑΕ/ΑΛΕ" },
    { ...relatedAda("relatedPartialADA", "Σχετική μερική ανάληψη", ["Β.1.3"]), shownWhen: "partialead" },
  ],
  // ΕΓΚΡΙΣΗ ΔΑΠΑΝΗΣ
  "Β.2.1": [
    { path: "org", widget: "AFM", label: "ΑΦΜ / Επωνυμία Φορέα" },
    ...sponsors("Στοιχεία αναδόχων", false),
    relatedAda("relatedAnalipsiYpoxreosis", "Σχετ. Ανάληψη Υποχρέωσης", ["Β.1.3"]),
  ],
  // ΟΡΙΣΤΙΚΟΠΟΙΗΣΗ ΠΛΗΡΩΜΗΣ: the beneficiaries' AFM is mandatory unless a skip reason is given.
  "Β.2.2": [
    { path: "org", widget: "AFM", label: "ΑΦΜ / Επωνυμία Φορέα" },
    combo("skipVatReason", "Λόγος μη συμπλήρωσης ΑΦΜ δικαιούχων", "SKIP_VAT_REASON"),
    ...sponsors("Στοιχεία δικαιούχων", true, "!skipVatReason"),
    relatedAda("relatedEkgrisiDapanis", "Σχετ. Ανάληψη Υποχρέωσης/Έγκριση Δαπάνης", ["Β.1.3", "Β.2.1"]),
  ],
  // ΙΣΟΛΟΓΙΣΜΟΣ – ΑΠΟΛΟΓΙΣΜΟΣ
  "Β.3": [
    combo("accountType", "Είδος Οικονομικής Κατάστασης", "ACCOUNT_TYPE", true),
    financialYear(),
    { path: "timePeriod", widget: "TEXT", label: "Χρονική Περίοδος", maxLength: 50 },
    { path: "isAccountApprovalForOtherOrg", widget: "CHECKBOX", label: "Αφορά άλλο φορέα" },
    {
      path: "refersToOtherOrgAccount",
      widget: "ORGANIZATION_SIMPLE",
      label: "Φορέας",
      required: true,
      shownWhen: "isAccountApprovalForOtherOrg",
    },
  ],
  // ΔΩΡΕΑ - ΕΠΙΧΟΡΗΓΗΣΗ
  "Β.4": [
    combo("donationType", "Είδος", "DONATION_TYPE", true),
    ...money("amountWithVAT", "Ποσό", true),
    { path: "kae", widget: "TEXT", label: "Αριθμός ΚΑΕ/ΑΛΕ", maxLength: 30 },
    { path: "donationGiver", widget: "AFM", label: "ΑΦΜ / Επωνυμία Δωρητή", required: true },
    { path: "donationReceiver", widget: "AFM", label: "ΑΦΜ / Επωνυμία Αποδέκτη", arrayView: "list", required: true },
  ],
  // ΠΑΡΑΧΩΡΗΣΗ ΧΡΗΣΗΣ ΠΕΡΙΟΥΣΙΑΚΩΝ ΣΤΟΙΧΕΙΩΝ
  "Β.5": [
    { path: "grantor", widget: "AFM", label: "ΑΦΜ / Επωνυμία Παραχωρούντος", required: true },
    { path: "grantee", widget: "AFM", label: "ΑΦΜ / Επωνυμία Παραχωρησιούχου", arrayView: "list", required: true },
    { path: "antikeimeno", widget: "TEXT", label: "Αντικείμενο Παραχώρησης", required: true, maxLength: 500 },
  ],
  // ΠΡΟΓΡΑΜΜΑΤΙΚΗ ΣΥΜΦΩΝΙΑ: exactly /types/Β.6/details.
  "Β.6": [
    financialYear("Προϋπολογισμός Οικονομικού Έτους"),
    { path: "investAmount", widget: "AMOUNT", label: "Ποσό Σε Ευρώ Προς Χρηματοδότηση", required: true },
    { path: "signDate", widget: "DATE", label: "Ημερομηνία Υπογραφής Της Συμφωνίας", required: true },
    {
      path: "signExpireDate",
      widget: "DATE",
      label: "Λήξη Διάρκειας Της Συμφωνίας",
      required: true,
      dependsOn: "signDate",
      updateAttr: "minDate",
    },
    { path: "contributing_parts", widget: "LINE_COMPOSITE", label: "Συμβαλλόμενα Μέρη", arrayView: "table" },
    {
      path: "contributing_parts.ministryId",
      widget: "ORGANIZATION_ALL",
      label: "Φορέας",
      searchTerm: "organizationId",
    },
    {
      path: "contributing_parts.signerIds",
      widget: "SIGNER_MULTIPLE",
      label: "Υπογράφοντες",
      searchTerm: "signerId",
      dependsOn: "contributing_parts.ministryId",
      updateAttr: "query:org",
      clearAttr: "value",
    },
    ...fek(),
  ],

  // ΠΡΑΞΗ ΠΟΥ ΑΦΟΡΑ ΣΕ ΘΕΣΗ ΓΕΝΙΚΟΥ - ΕΙΔΙΚΟΥ ΓΡΑΜΜΑΤΕΑ - ΜΟΝΟΜΕΛΕΣ ΟΡΓΑΝΟ
  "100": [
    combo("eidosPraxis", "Είδος Πράξης", "MONOMELES_PRAXI_TYPE", true),
    { path: "position", widget: "TEXT", label: "Θέση", required: true, maxLength: 200 },
    ...money("positionSalary", "Αποδοχές θέσης"),
    { path: "employerOrg", widget: "ORGANIZATION_SIMPLE", label: "Φορέας Απασχόλησης" },
  ],
  // ΣΥΛΛΟΓΙΚΟ ΟΡΓΑΝΟ
  "Γ.2": [
    combo("eidosPraxisSyllogikou", "Είδος Πράξης", "SYLLOGIKO_PRAXI_TYPE", true),
    combo("typeOfSullogiko", "Τύπος Συλλογικού Οργάνου", "SYLLOGIKO_TYPE", true),
    ...money("positionSalary", "Αποζημίωση μελών"),
    ...fek(false),
  ],
  // ΠΡΟΚΗΡΥΞΗ ΠΛΗΡΩΣΗΣ ΘΕΣΕΩΝ
  "Γ.3.1": [
    combo("vacancyOpeningType", "Είδος Προκήρυξης", "VACANCY_TYPE", true),
    { path: "numberOfPeople", widget: "NATURAL_NUMBER", label: "Αριθμός Θέσεων", maxLength: 4 },
    relatedAda("textRelatedADA", "Σχετική Πράξη"),
  ],
  // ΠΙΝΑΚΕΣ ΕΠΙΤΥΧΟΝΤΩΝ
  "Γ.3.2": [relatedAda("textRelatedADA", "Σχετική Προκήρυξη")],
  // ΔΙΟΡΙΣΜΟΣ
  "Γ.3.3": [
    { path: "numberOfPeople", widget: "NATURAL_NUMBER", label: "Αριθμός Διοριζομένων", maxLength: 4 },
    { path: "employerOrg", widget: "ORGANIZATION_SIMPLE", label: "Φορέας Απασχόλησης" },
    ...fek(),
  ],
  // ΣΥΜΒΑΣΗ (προσωπικού)
  "Γ.3.4": [
    combo("contractType", "Είδος Σύμβασης", "CONTRACT_TYPE", true),
    { path: "numberOfPeople", widget: "NATURAL_NUMBER", label: "Αριθμός Ατόμων", maxLength: 4 },
    { path: "financedProject", widget: "TEXT", label: "Χρηματοδοτούμενο Έργο", maxLength: 300 },
    personList("ΑΦΜ / Επωνυμία Αντισυμβαλλόμενου"),
    ...money("contractAmount", "Ποσό Σύμβασης"),
    { path: "duration", widget: "TEXT", label: "Διάρκεια", maxLength: 50 },
  ],
  // ΥΠΗΡΕΣΙΑΚΗ ΜΕΤΑΒΟΛΗ
  "Γ.3.5": [combo("eidosYpMetavolis", "Είδος Υπηρεσιακής Μεταβολής", "YP_METAVOLI_TYPE", true), ...fek(false)],
  // ΑΘΩΩΤΙΚΗ ΠΕΙΘΑΡΧΙΚΗ ΑΠΟΦΑΣΗ
  "Γ.3.6": [{ path: "disciplinaryBoard", widget: "TEXT", label: "Πειθαρχικό Όργανο", required: true, maxLength: 200 }],

  // ΑΝΑΘΕΣΗ ΕΡΓΩΝ / ΠΡΟΜΗΘΕΙΩΝ / ΥΠΗΡΕΣΙΩΝ / ΜΕΛΕΤΩΝ
  "Δ.1": [
    personList("ΑΦΜ / Επωνυμία προσώπου / προσώπων", true),
    ...money("awardAmount", "Ποσό", true),
    combo("assignmentType", "Είδος Ανάθεσης", "ASSIGNMENT_TYPE", true),
    { path: "cpv", widget: "COMBOBOX_AJAX_MULTIPLE", label: "CPV", dictionary: "CPV", searchTerm: "cpv" },
    relatedAda("textRelatedADA", "Σχετ. Ανάληψη υποχρέωσης"),
  ],
  // ΠΕΡΙΛΗΨΗ ΔΙΑΚΗΡΥΞΗΣ
  "Δ.2.1": [
    { path: "cpv", widget: "COMBOBOX_AJAX_MULTIPLE", label: "CPV", dictionary: "CPV", searchTerm: "cpv" },
    combo("contestProgressType", "Διαδικασία", "CONTEST_PROGRESS_TYPE", true),
    combo("manifestSelectionCriterion", "Κριτήριο Ανάθεσης", "SELECTION_CRITERION", true),
    combo("manifestContractType", "Είδος Σύμβασης", "ASSIGNMENT_TYPE", true),
    { path: "orgBudgetCode", widget: "TEXT", label: "Κωδικός Προϋπολογισμού Φορέα", maxLength: 30 },
    ...money("estimatedAmount", "Εκτιμώμενη Αξία", true),
    relatedAda("textRelatedADA", "Σχετ. Ανάληψη υποχρέωσης"),
  ],
  // ΚΑΤΑΚΥΡΩΣΗ
  "Δ.2.2": [
    personList("ΑΦΜ / Επωνυμία Αναδόχου", true),
    ...money("awardAmount", "Ποσό Κατακύρωσης", true),
    relatedAda("textRelatedADA", "Σχετική Διακήρυξη", ["Δ.2.1"]),
  ],

  // ΠΡΑΞΕΙΣ ΑΝΑΠΤΥΞΙΑΚΩΝ ΝΟΜΩΝ (fields ours: investor, amount, law)
  "Ε.1": developmentLaw(),
  "Ε.2": developmentLaw(),
  "Ε.3": developmentLaw(),
  "Ε.4": developmentLaw(),

  // ΧΩΡΟΤΑΞΙΚΟ - ΠΟΛΕΟΔΟΜΙΚΟ: exactly /types/2.4.6.1/details (all optional).
  "2.4.6.1": [
    combo("xorotaxikipraxitype", "Τύπος Πράξης", "XOROTAXIKI_PRAXI_TYPE"),
    {
      path: "municipality",
      widget: "COMBOBOX_SIMPLE_GROUPED",
      label: "Γεωγραφική Περιοχή",
      dictionary: "ADMIN_STRUCTURE_KALLIKRATIS",
      searchTerm: "municipality",
    },
    ...coCompetent(),
  ],
  // ΛΟΙΠΕΣ ΑΤΟΜΙΚΕΣ ΔΙΟΙΚΗΤΙΚΕΣ ΠΡΑΞΕΙΣ (the catch-all; all optional). The area and the publication's
  // title are ours: the catalogue's only HIERARCHICAL_MENU and COMBOBOX_CUSTOM_DATA (issue 8).
  "2.4.7.1": [
    combo("kanonistikipraxitype", "Τύπος Πράξης", "KANONISTIKI_PRAXI_TYPE"),
    combo("kanonistikiPraxiPublishMedium", "Μέσο Δημοσίευσης", "PUBLISH_MEDIUM"),
    {
      path: "areaOfApplication",
      widget: "HIERARCHICAL_MENU",
      label: "Περιοχή Εφαρμογής",
      dictionary: "ADMIN_STRUCTURE_KALLIKRATIS",
    },
    {
      path: "publishMediumTitle",
      widget: "COMBOBOX_CUSTOM_DATA",
      label: "Τίτλος Μέσου Δημοσίευσης",
      dictionary: "PUBLISH_MEDIUM",
      maxLength: 60,
    },
    ...fek(false),
    ...coCompetent(),
  ],
  // ΔΗΜΟΣΙΑ ΠΡΟΤΥΠΑ ΕΓΓΡΑΦΑ
  "Ζ.1": [combo("publicDocType", "Είδος Εγγράφου", "PUBLIC_DOC_TYPES", true)],
};

function developmentLaw(): FieldSpec[] {
  return [
    { path: "investor", widget: "AFM", label: "ΑΦΜ / Επωνυμία Φορέα Επένδυσης", required: true },
    { path: "investAmount", widget: "AMOUNT", label: "Ποσό Επένδυσης", required: true },
    { path: "developmentLaw", widget: "TEXT", label: "Αναπτυξιακός Νόμος", maxLength: 50 },
  ];
}

/** The uid stored for a definition: the last segment of its path (Diavgeia's field uid). */
export function fieldUid(spec: FieldSpec): string {
  const dot = spec.path.lastIndexOf(".");
  return dot < 0 ? spec.path : spec.path.slice(dot + 1);
}
