/**
 * The dictionaries (Diavgeia "tags") the register ships with: data only.
 *
 * Evidence (reference/diavgeia.md §3.3-3.5): FEKTYPES and the dictionary list come from the sample
 * files; ORG_CATEGORY uids are real, their Greek labels partly inferred; THK labels are real and
 * their uids follow the EuroVoc domain numbers, which both known uids fit ("20" = ΟΙΚΟΝΟΜΙΚΕΣ ΚΑΙ
 * ΕΜΠΟΡΙΚΕΣ ΣΥΝΑΛΛΑΓΕΣ is EuroVoc 20 TRADE; "24", seen on a budget commitment, is EuroVoc 24
 * FINANCE = ΔΗΜΟΣΙΟΝΟΜΙΚΑ); ΔΗΜΟΣΙΑ ΔΙΟΙΚΗΣΗ has no EuroVoc domain and takes the other uid seen
 * in real decisions, "10004". Items marked "invented" have no public source: stable, plausible.
 *
 * Diavgeia also has `fixedValueList`s on some extra fields (budget type, assignment type ...);
 * our schema has no such column, so each list is a small dictionary of its own (FIXED LISTS).
 */
import { REVOCATION_GROUNDS } from "#app/decisions/revocation-grounds";

export interface DictionaryItemSeed {
  uid: string;
  label: string;
  parentUid?: string;
}

export interface DictionarySeed {
  uid: string;
  label: string;
  items: DictionaryItemSeed[];
}

const items = (pairs: [string, string][]): DictionaryItemSeed[] => pairs.map(([uid, label]) => ({ uid, label }));

/** Thematic categories, in the order Diavgeia lists them (alphabetical). */
export const THK = items([
  ["44", "ΑΠΑΣΧΟΛΗΣΗ ΚΑΙ ΕΡΓΑΣΙΑ"],
  ["68", "ΒΙΟΜΗΧΑΝΙΑ"],
  ["56", "ΓΕΩΡΓΙΑ, ΔΑΣΟΚΟΜΙΑ ΚΑΙ ΑΛΙΕΙΑ"],
  ["72", "ΓΕΩΓΡΑΦΙΑ"],
  ["10004", "ΔΗΜΟΣΙΑ ΔΙΟΙΚΗΣΗ"],
  ["24", "ΔΗΜΟΣΙΟΝΟΜΙΚΑ"],
  ["60", "ΔΙΑΤΡΟΦΗ ΚΑΙ ΓΕΩΡΓΙΚΑ ΠΡΟΪΟΝΤΑ"],
  ["76", "ΔΙΕΘΝΕΙΣ ΟΡΓΑΝΙΣΜΟΙ"],
  ["08", "ΔΙΕΘΝΕΙΣ ΣΧΕΣΕΙΣ"],
  ["12", "ΔΙΚΑΙΟ"],
  ["66", "ΕΝΕΡΓΕΙΑ"],
  ["32", "ΕΠΙΚΟΙΝΩΝΙΑ ΚΑΙ ΜΟΡΦΩΣΗ"],
  ["36", "ΕΠΙΣΤΗΜΕΣ"],
  ["40", "ΕΠΙΧΕΙΡΗΣΕΙΣ ΚΑΙ ΑΝΤΑΓΩΝΙΣΜΟΣ"],
  ["10", "ΕΥΡΩΠΑΪΚΗ ΕΝΩΣΗ"],
  ["28", "ΚΟΙΝΩΝΙΚΑ ΘΕΜΑΤΑ"],
  ["48", "ΜΕΤΑΦΟΡΕΣ"],
  ["20", "ΟΙΚΟΝΟΜΙΚΕΣ ΚΑΙ ΕΜΠΟΡΙΚΕΣ ΣΥΝΑΛΛΑΓΕΣ"],
  ["16", "ΟΙΚΟΝΟΜΙΚΗ ΖΩΗ"],
  ["64", "ΠΑΡΑΓΩΓΗ, ΤΕΧΝΟΛΟΓΙΑ ΚΑΙ ΕΡΕΥΝΑ"],
  ["52", "ΠΕΡΙΒΑΛΛΟΝ"],
  ["04", "ΠΟΛΙΤΙΚΗ ΖΩΗ"],
]);

/** Organisation categories: the uids of the 5,342 active bodies; labels partly inferred. */
export const ORG_CATEGORY = items([
  ["MINISTRY", "Υπουργείο"],
  ["MUNICIPALITY", "Δήμος"],
  ["REGION", "Περιφέρεια"],
  ["ADMINISTRATIVEREGION", "Αποκεντρωμένη Διοίκηση"],
  ["INDEPENDENTAUTHORITY", "Ανεξάρτητη Αρχή"],
  ["NPDD", "Νομικό Πρόσωπο Δημοσίου Δικαίου"],
  ["NPID", "Νομικό Πρόσωπο Ιδιωτικού Δικαίου"],
  ["COURT", "Δικαστήριο"],
  ["UNIVERSITY", "Ανώτατο Εκπαιδευτικό Ίδρυμα"],
  ["HOSPITAL", "Νοσοκομείο"],
  ["DEYA", "Δημοτική Επιχείρηση Ύδρευσης Αποχέτευσης"],
  ["COMPANYSA", "Ανώνυμη Εταιρεία"],
  ["DEKO", "Δημόσια Επιχείρηση (ΔΕΚΟ)"],
  ["NONPROFITCOMPANY", "Αστική μη κερδοσκοπική εταιρεία"],
  ["INSTITUTION", "Ίδρυμα"],
  ["LOCAL_AUTHORITY", "Τοπική Αυτοδιοίκηση (παλαιά δομή)"],
  ["PRIME_MINISTER", "Πρωθυπουργός"],
  ["GENERALGOVERNMENT", "Γενική Κυβέρνηση"],
  ["SECRETARIAT_GENERAL", "Γενική Γραμματεία"],
  ["OTHERTYPE", "Λοιποί φορείς"],
  // Numeric uids with no published label; inferred from their members (associations, unions,
  // bodies reporting to ΚΗΜΔΗΣ, "ΕΠΟΠΤΕΥΩΝ ΦΟΡΕΑΣ 10Β").
  ["10022", "Φορείς εκτός ν. 3861/2010 (υπόχρεοι ΚΗΜΔΗΣ)"],
  ["10026", "Φορείς του άρθρου 10Β ν. 3861/2010"],
]);

/** Unit categories seen in the sample units, plus GENERAL_ADMINISTRATION (invented). */
export const ORG_UNIT_CATEGORY = items([
  ["GENERAL_ADMINISTRATION", "Γενική Διεύθυνση"],
  ["ADMINISTRATION", "Διεύθυνση"],
  ["DEPARTMENT", "Τμήμα"],
  ["OFFICE", "Γραφείο"],
  ["UNIT", "Μονάδα"],
  ["SECTOR", "Τομέας"],
  ["COMMITTEE", "Επιτροπή"],
  ["TEAM", "Ομάδα"],
  ["DECENTRALISED_AGENCY", "Αποκεντρωμένη υπηρεσία"],
  ["ORG_UNIT_OTHER", "Λοιπές μονάδες"],
]);

export const CURRENCY = items([
  ["EUR", "Ευρώ"],
  ["USD", "Δολάριο ΗΠΑ"],
  ["GBP", "Λίρα Στερλίνα"],
  ["CHF", "Ελβετικό Φράγκο"],
]);

/** EU member states by their VIES prefix (Greece is EL). */
export const EE_MEMBER = items([
  ["AT", "Αυστρία"],
  ["BE", "Βέλγιο"],
  ["BG", "Βουλγαρία"],
  ["CY", "Κύπρος"],
  ["CZ", "Τσεχία"],
  ["DE", "Γερμανία"],
  ["DK", "Δανία"],
  ["EE", "Εσθονία"],
  ["EL", "Ελλάδα"],
  ["ES", "Ισπανία"],
  ["FI", "Φινλανδία"],
  ["FR", "Γαλλία"],
  ["HR", "Κροατία"],
  ["HU", "Ουγγαρία"],
  ["IE", "Ιρλανδία"],
  ["IT", "Ιταλία"],
  ["LT", "Λιθουανία"],
  ["LU", "Λουξεμβούργο"],
  ["LV", "Λετονία"],
  ["MT", "Μάλτα"],
  ["NL", "Κάτω Χώρες"],
  ["PL", "Πολωνία"],
  ["PT", "Πορτογαλία"],
  ["RO", "Ρουμανία"],
  ["SE", "Σουηδία"],
  ["SI", "Σλοβενία"],
  ["SK", "Σλοβακία"],
]);

/** SPEC §3 VAT check afmType values. */
export const VAT_TYPE = items([
  ["EL", "Ελληνικός ΑΦΜ"],
  ["EU", "ΑΦΜ κράτους-μέλους της ΕΕ"],
  ["EUP", "Αλλοδαπό πρόσωπο εκτός ΕΕ"],
]);

/** Bodies without a VAT number (invented items). */
export const NO_VAT_ORGS = items([
  ["NO_VAT_ORG_1", "Νομικό πρόσωπο χωρίς ΑΦΜ"],
  ["NO_VAT_ORG_2", "Ένωση προσώπων χωρίς ΑΦΜ"],
  ["NO_VAT_ORG_3", "Αλλοδαπός φορέας χωρίς ΑΦΜ"],
]);

/** Diavgeia API 0.32 (blog): the two reasons a payment may have no beneficiary AFM. */
export const SKIP_VAT_REASON = items([
  ["SKIP_VAT_REASON_1", "Μισθοδοσία"],
  ["SKIP_VAT_REASON_2", "Μαζικές αποζημιώσεις"],
]);

/** The three grounds on which a publication may be revoked (apdhp guidance). */
export const REVOCATION_REASON = items(REVOCATION_GROUNDS.map((g): [string, string] => [g.uid, g.label]));

/** A handful of common CPV codes (the real dictionary holds ~9,500). */
export const CPV = items([
  ["09134100-8", "Πετρέλαιο κίνησης (ντίζελ)"],
  ["09135100-5", "Πετρέλαιο θέρμανσης"],
  ["09310000-5", "Ηλεκτρική ενέργεια"],
  ["15800000-6", "Διάφορα προϊόντα διατροφής"],
  ["15511000-3", "Γάλα"],
  ["18143000-3", "Είδη προστασίας"],
  ["22000000-0", "Έντυπα και συναφή προϊόντα"],
  ["30192000-1", "Είδη γραφείου"],
  ["30213000-5", "Προσωπικοί υπολογιστές"],
  ["30125000-1", "Μέρη και εξαρτήματα φωτοαντιγραφικών μηχανημάτων"],
  ["31680000-6", "Ηλεκτρικά είδη και εξαρτήματα"],
  ["33600000-6", "Φαρμακευτικά προϊόντα"],
  ["34300000-0", "Μέρη και εξαρτήματα οχημάτων"],
  ["34928480-6", "Δοχεία και κάδοι αποβλήτων και απορριμμάτων"],
  ["34927100-2", "Αλάτι αποχιονισμού"],
  ["37535200-9", "Εξοπλισμός παιδικών χαρών"],
  ["39130000-2", "Έπιπλα γραφείου"],
  ["39830000-9", "Προϊόντα καθαρισμού"],
  ["44113620-7", "Άσφαλτος"],
  ["44163000-0", "Σωληνώσεις και εξαρτήματα"],
  ["45233141-9", "Εργασίες συντήρησης οδών"],
  ["45233161-5", "Κατασκευαστικές εργασίες πεζοδρομίων"],
  ["45232130-2", "Κατασκευαστικές εργασίες για σωληνώσεις όμβριων υδάτων"],
  ["45321000-3", "Εργασίες θερμομόνωσης"],
  ["45453000-7", "Εργασίες επισκευής και ανακαίνισης"],
  ["50110000-9", "Υπηρεσίες επισκευής και συντήρησης μηχανοκίνητων οχημάτων"],
  ["50750000-7", "Υπηρεσίες συντήρησης ανελκυστήρων"],
  ["60130000-8", "Υπηρεσίες ειδικών οδικών επιβατικών μεταφορών"],
  ["64110000-0", "Ταχυδρομικές υπηρεσίες"],
  ["66514110-0", "Υπηρεσίες ασφάλισης μηχανοκίνητων οχημάτων"],
  ["72250000-2", "Υπηρεσίες συστημάτων και υποστήριξης"],
  ["77312000-0", "Υπηρεσίες εκκαθάρισης από αγριόχορτα"],
  ["79341000-6", "Υπηρεσίες διαφήμισης"],
  ["79713000-5", "Υπηρεσίες φύλαξης"],
  ["90910000-9", "Υπηρεσίες καθαρισμού"],
  ["90921000-9", "Υπηρεσίες απολύμανσης και εξολόθρευσης"],
]);

/** Types of regulatory act (invented uids). */
export const KANONISTIKI_PRAXI_TYPE = items([
  ["KPT_PD", "Προεδρικό Διάταγμα"],
  ["KPT_YA", "Υπουργική Απόφαση"],
  ["KPT_KYA", "Κοινή Υπουργική Απόφαση"],
  ["KPT_KANONISMOS", "Κανονισμός"],
  ["KPT_APOFASI_OTA", "Κανονιστική Απόφαση Οργάνου ΟΤΑ"],
  ["KPT_ALLO", "Άλλη Κανονιστική Πράξη"],
]);

/** Types of spatial / town-planning act (invented uids). */
export const XOROTAXIKI_PRAXI_TYPE = items([
  ["XPT_RYMOTOMIKO", "Έγκριση ή τροποποίηση ρυμοτομικού σχεδίου"],
  ["XPT_XRISEIS_GIS", "Καθορισμός χρήσεων γης"],
  ["XPT_ORIOTHETISI", "Οριοθέτηση οικισμού"],
  ["XPT_POLEODOMIKI_MELETI", "Έγκριση πολεοδομικής μελέτης"],
  ["XPT_ADEIA_DOMISIS", "Πράξη σχετική με άδεια δόμησης"],
]);

export const PUBLIC_DOC_TYPES = items([
  ["PDT_ORGANOGRAMMA", "Οργανόγραμμα"],
  ["PDT_KANONISMOS", "Κανονισμός λειτουργίας"],
  ["PDT_ENTYPO", "Πρότυπο έντυπο"],
  ["PDT_EKTHESI", "Έκθεση πεπραγμένων"],
]);

// ---------------------------------------------------------------- fixed lists

/**
 * Diavgeia's fixedValueLists store the chosen text itself (`"budgettype": "Τακτικός
 * Προϋπολογισμός"` in real decisions), so in these dictionaries an item's uid is its label.
 * Only "Τακτικός Προϋπολογισμός" is attested; the other values are ours.
 */
export const FIXED = {
  BUDGET_TYPE: ["Τακτικός Προϋπολογισμός", "Πρόγραμμα Δημοσίων Επενδύσεων", "Ίδια Έσοδα", "ΕΣΠΑ"],
  BUDGET_KIND: ["Φορέα", "Εποπτευόμενου φορέα"],
  ASSIGNMENT_TYPE: ["Προμήθειες", "Υπηρεσίες", "Έργα", "Μελέτες"],
  CONTEST_PROGRESS_TYPE: ["Ανοικτός", "Κλειστός", "Συνοπτικός", "Με διαπραγμάτευση"],
  SELECTION_CRITERION: ["Χαμηλότερη τιμή", "Πλέον συμφέρουσα από οικονομική άποψη προσφορά"],
  DONATION_TYPE: ["Δωρεά", "Επιχορήγηση"],
  ACCOUNT_TYPE: ["Ισολογισμός", "Απολογισμός"],
  SYLLOGIKO_PRAXI_TYPE: ["Συγκρότηση", "Ανασυγκρότηση", "Παύση - Αντικατάσταση μέλους", "Ορισμός μελών"],
  SYLLOGIKO_TYPE: ["Διοικητικό Συμβούλιο", "Επιτροπή", "Ομάδα εργασίας", "Όργανο άλλης αρμοδιότητας"],
  VACANCY_TYPE: [
    "Διορισμός μόνιμου προσωπικού",
    "Σύμβαση ιδιωτικού δικαίου ορισμένου χρόνου",
    "Σύμβαση μίσθωσης έργου",
  ],
  CONTRACT_TYPE: ["Ιδιωτικού δικαίου ορισμένου χρόνου", "Ιδιωτικού δικαίου αορίστου χρόνου", "Μίσθωση έργου"],
  YP_METAVOLI_TYPE: ["Μετάταξη", "Απόσπαση", "Μετακίνηση", "Προαγωγή", "Λύση υπαλληλικής σχέσης"],
  GNOMODOTISI_FOREAS: ["Νομικό Συμβούλιο του Κράτους", "Ανεξάρτητη Αρχή", "Άλλος φορέας"],
  MONOMELES_PRAXI_TYPE: ["Διορισμός", "Απαλλαγή", "Ανάθεση αρμοδιοτήτων"],
  PUBLISH_MEDIUM: ["ΦΕΚ", "Μόνο στο Μητρώο Πράξεων", "Τύπος"],
} as const;

const FIXED_LABELS: Record<keyof typeof FIXED, string> = {
  BUDGET_TYPE: "Κατηγορίες Προϋπολογισμού",
  BUDGET_KIND: "Είδη Προϋπολογισμού",
  ASSIGNMENT_TYPE: "Είδη ανάθεσης",
  CONTEST_PROGRESS_TYPE: "Διαδικασίες διαγωνισμού",
  SELECTION_CRITERION: "Κριτήρια ανάθεσης",
  DONATION_TYPE: "Είδη δωρεάς - επιχορήγησης",
  ACCOUNT_TYPE: "Είδη οικονομικής κατάστασης",
  SYLLOGIKO_PRAXI_TYPE: "Είδη πράξης συλλογικού οργάνου",
  SYLLOGIKO_TYPE: "Τύποι συλλογικού οργάνου",
  VACANCY_TYPE: "Είδη προκήρυξης",
  CONTRACT_TYPE: "Είδη σύμβασης προσωπικού",
  YP_METAVOLI_TYPE: "Είδη υπηρεσιακής μεταβολής",
  GNOMODOTISI_FOREAS: "Είδη γνωμοδοτούντος φορέα",
  MONOMELES_PRAXI_TYPE: "Είδη πράξης μονομελούς οργάνου",
  PUBLISH_MEDIUM: "Μέσα δημοσίευσης",
};

const FIXED_DICTIONARIES: DictionarySeed[] = (Object.keys(FIXED) as (keyof typeof FIXED)[]).map((uid) => ({
  uid,
  label: FIXED_LABELS[uid],
  items: FIXED[uid].map((label) => ({ uid: label, label })),
}));

/** Every dictionary other than those built from sample files (FEKTYPES, ORG_DOMAIN, ADMIN_STRUCTURE_KALLIKRATIS). */
export const DICTIONARIES: DictionarySeed[] = [
  { uid: "THK", label: "Τύπος Θεματικής Κατηγορίας", items: THK },
  { uid: "CURRENCY", label: "Νομίσματα", items: CURRENCY },
  { uid: "ORG_CATEGORY", label: "Κατηγορίες οργανισμών", items: ORG_CATEGORY },
  { uid: "ORG_UNIT_CATEGORY", label: "Τύποι Οργανωτικών μονάδων", items: ORG_UNIT_CATEGORY },
  { uid: "EE_MEMBER", label: "Κράτος - μέλος της ΕΕ", items: EE_MEMBER },
  { uid: "CPV", label: "Κωδικοί CPV", items: CPV },
  { uid: "KANONISTIKI_PRAXI_TYPE", label: "Τύποι Κανονιστικών Πράξεων", items: KANONISTIKI_PRAXI_TYPE },
  {
    uid: "XOROTAXIKI_PRAXI_TYPE",
    label: "Τύποι Πράξεων Χωροταξικού - Πολεοδομικού Περιεχομένου",
    items: XOROTAXIKI_PRAXI_TYPE,
  },
  { uid: "VAT_TYPE", label: "Τύποι ΑΦΜ", items: VAT_TYPE },
  { uid: "NO_VAT_ORGS", label: "Φορείς χωρίς ΑΦΜ", items: NO_VAT_ORGS },
  { uid: "SKIP_VAT_REASON", label: "Λόγοι μη συμπλήρωσης ΑΦΜ", items: SKIP_VAT_REASON },
  { uid: "REVOCATION_REASON", label: "Λόγοι ανάκλησης ανάρτησης", items: REVOCATION_REASON },
  { uid: "PUBLIC_DOC_TYPES", label: "Τύποι δημόσιων εγγράφων", items: PUBLIC_DOC_TYPES },
  ...FIXED_DICTIONARIES,
];
