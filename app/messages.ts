/**
 * Every user-facing Greek message that SPEC.md fixes word for word, in one place.
 * Other modules import these constants; no SPEC message is typed twice.
 */

export const MSG = {
  // SPEC §8 and §4
  pleaseLogin: "Παρακαλώ συνδεθείτε!",
  forbidden: "Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.",
  sessionExpired: "Έχει λήξει το χρονικό όριο της σύνδεσής σας.",
  bookmarkSaved: "Η αποθήκευση του σελιδοδείκτη ολοκληρώθηκε με επιτυχία",
  errorHeading: "Παρουσιάστηκε σφάλμα",
  actionDone: "Η ενέργεια σας ολοκληρώθηκε.",
  actionFailed: "Η ενέργεια σας απέτυχε.",
  noNotices: "Δεν υπάρχουν έκτακτες ανακοινώσεις",
  pleaseWait: "Παρακαλώ περιμένετε",
  // SPEC §2 publishing dialog
  publishTitle: "Μήνυμα επιβεβαίωσης",
  publishText: "Παρακαλώ επιβεβαιώστε την ανάρτηση της πράξης.",
  publishButton: "Ανάρτηση",
  // SPEC §5 validation
  required: "Το πεδίο είναι υποχρεωτικό.",
  invalidYear: "Μη έγκυρο έτος",
  invalidAfm: "Μη έγκυρος ΑΦΜ",
  afmServiceFailure: "Αδυναμία ελέγχου εγκυρότητας",
  invalidAda: "Μη έγκυρος ΑΔΑ",
  /** SPEC §5: Μη αποδεκτός τύπος αρχείου '{file}' plus a configurable extra message. */
  invalidFileType: (file: string, extra = "") => `Μη αποδεκτός τύπος αρχείου '${file}'${extra ? ` ${extra}` : ""}`,
  /** SPEC §5 interval rule; dates already formatted dd/MM/yyyy. */
  intervalOverlap: (start: string, end: string, suffix = "") =>
    `Η ημερομηνία έναρξης ισχύος ${start} είναι προγενέστερη της ημερομηνίας λήξης ισχύος ${end}${suffix}`,
  // SPEC §4 status labels (Ανακληθείσα, Εν αναμονή ανάκλησης) are in shared/decision-status.ts,
  // because the search query language accepts them too (search/ may not import app/).
} as const;

/** Messages the SPEC leaves to us; kept here so each is written once. */
export const TEXT = {
  /** A body of a type its route does not take (the server edge and the form reader say the same). */
  unsupportedContentType: (accepted: readonly string[]) =>
    `Μη αποδεκτός τύπος περιεχομένου. Στείλτε τη φόρμα ως ${accepted.join(" ή ")}.`,
  invalidNumber: "Μη έγκυρος αριθμός",
  invalidNaturalNumber: (max: number) => `Πρέπει να είναι ακέραιος αριθμός από 0 έως ${max.toLocaleString("el-GR")}`,
  invalidAmount: "Μη έγκυρο ποσό. Γράψτε το ποσό με κόμμα για τα δεκαδικά, π.χ. 1.234,56",
  invalidDate: "Μη έγκυρη ημερομηνία. Γράψτε την ως ηη/μμ/εεεε, π.χ. 31/12/2024",
  dateBefore: (date: string) => `Η ημερομηνία δεν μπορεί να είναι πριν από ${date}`,
  tooLong: (max: number) => `Το κείμενο δεν μπορεί να ξεπερνά τους ${max} χαρακτήρες`,
  invalidOption: "Μη έγκυρη επιλογή",
  invalidEmail: "Μη έγκυρη διεύθυνση ηλεκτρονικού ταχυδρομείου",
  fileTooLarge: (maxMb: number) => `Το αρχείο ξεπερνά το μέγιστο μέγεθος των ${maxMb} MB`,
  fileMissing: "Επιλέξτε το αρχείο PDF της πράξης.",
  fileNotPdf: "Το αρχείο δεν είναι έγκυρο PDF.",
  notFoundTitle: "Η σελίδα δεν βρέθηκε",
  decisionNotFound: "Δεν βρέθηκε πράξη με αυτόν τον ΑΔΑ.",
  badRequest: "Μη έγκυρο αίτημα",
  serverError: "Παρουσιάστηκε σφάλμα στον διακομιστή. Δοκιμάστε ξανά σε λίγο.",
  loginFailed: "Λάθος όνομα χρήστη ή κωδικός πρόσβασης.",
  accountDisabled: "Ο λογαριασμός σας δεν είναι ενεργός.",
  loggedOut: "Αποσυνδεθήκατε.",
  decisionSubmitted: "Η πράξη υποβλήθηκε.",
  decisionPublished: (ada: string) => `Η πράξη αναρτήθηκε με ΑΔΑ ${ada}.`,
  formHasErrors: "Υπάρχουν λάθη στη φόρμα",
  errorPrefix: "Σφάλμα:",
  // Decision entry and publishing (app/fields, app/decisions)
  dateAfter: (date: string) => `Η ημερομηνία δεν μπορεί να είναι μετά από ${date}`,
  requiredMark: "(υποχρεωτικό)",
  invalidOrganization: "Δεν μπορείτε να υποβάλετε πράξεις για αυτόν τον φορέα.",
  invalidDecisionType: "Επιλέξτε ένα είδος πράξης από τη λίστα.",
  organizationCannotPublish: "Ο φορέας δεν είναι ενεργός και σε ισχύ, γι' αυτό δεν μπορεί να αναρτήσει πράξεις.",
  decisionNotPublishable: "Η πράξη δεν μπορεί πλέον να αναρτηθεί: έχει ήδη αναρτηθεί ή άλλαξε η κατάστασή της.",
  publicationMailFailed:
    "Η πράξη αναρτήθηκε, αλλά η ειδοποίηση των παραληπτών με ηλεκτρονικό ταχυδρομείο δεν στάλθηκε ακόμη. Θα σταλεί αυτόματα μόλις γίνει δυνατό.",
  uploadTooLargeRequest: "Το αίτημα είναι πολύ μεγάλο.",
  // Public read path (app/routes: decision pages, /doc, /search, feeds)
  documentWithdrawn: "Η ανάρτηση αυτής της πράξης ανακλήθηκε και το έγγραφό της δεν διατίθεται πλέον.",
  documentWithdrawnTitle: "Το έγγραφο δεν διατίθεται",
  forbiddenTitle: "Δεν επιτρέπεται η πρόσβαση",
  versionNotFound: "Δεν βρέθηκε έκδοση πράξης με αυτόν τον κωδικό.",
  versionDocumentNotFound: "Δεν βρέθηκε έγγραφο για αυτή την έκδοση.",
  organizationNotFound: "Δεν βρέθηκε φορέας με αυτόν τον κωδικό ή αυτό το όνομα.",
  unknownExportFormat: "Άγνωστη μορφή εξαγωγής. Επιλέξτε wt=json ή wt=xml.",
  // Organisations, units and signers (app/organizations, issue 14)
  invalidLatinName: "Μη έγκυρο λατινικό όνομα: μόνο μικρά λατινικά γράμματα, ψηφία, _ . και -",
  latinNameTaken: "Το λατινικό όνομα χρησιμοποιείται ήδη από άλλον φορέα.",
  invalidWebsite: "Μη έγκυρη διεύθυνση ιστότοπου. Γράψτε την πλήρη διεύθυνση, π.χ. https://www.example.gov.gr",
  supervisorNotFound: "Δεν βρέθηκε φορέας με αυτόν τον κωδικό ή αυτό το όνομα.",
  supervisorCycle: "Ένας φορέας δεν μπορεί να εποπτεύεται από τον εαυτό του ή από φορέα που εποπτεύει.",
  organizationCreated: (label: string) => `Ο φορέας «${label}» δημιουργήθηκε.`,
  organizationSaved: (label: string) => `Οι αλλαγές στον φορέα «${label}» αποθηκεύτηκαν.`,
  organizationChangeForbidden: (what: string) => `Δεν έχετε δικαίωμα να αλλάξετε: ${what}.`,
  unitNotFound: "Δεν βρέθηκε μονάδα με αυτόν τον κωδικό.",
  unitCreated: (label: string) => `Η μονάδα «${label}» δημιουργήθηκε.`,
  unitSaved: (label: string) => `Οι αλλαγές στη μονάδα «${label}» αποθηκεύτηκαν.`,
  unitDeleted: (label: string) => `Η μονάδα «${label}» διαγράφηκε.`,
  unitInUse: "Η μονάδα δεν μπορεί να διαγραφεί: χρησιμοποιείται σε πράξεις, υπογράφοντες ή άλλες μονάδες.",
  unitParentInvalid:
    "Η μονάδα-γονέας πρέπει να ανήκει στον ίδιο φορέα και να μην είναι η ίδια η μονάδα ή μονάδα κάτω από αυτήν.",
  signerNotFound: "Δεν βρέθηκε υπογράφων με αυτόν τον κωδικό.",
  signerCreated: (name: string) => `Ο υπογράφων «${name}» δημιουργήθηκε.`,
  signerSaved: (name: string) => `Οι αλλαγές στον υπογράφοντα «${name}» αποθηκεύτηκαν.`,
  signerDeleted: (name: string) => `Ο υπογράφων «${name}» διαγράφηκε.`,
  signerInUse: "Ο υπογράφων δεν μπορεί να διαγραφεί: έχει υπογράψει πράξεις.",
  signerUnitTwice: "Κάθε μονάδα μπορεί να δηλωθεί μία φορά.",
  organizationInUse: (reasons: readonly string[]) => `Ο φορέας δεν μπορεί να διαγραφεί: ${reasons.join(", ")}.`,
  organizationDeleted: (label: string) => `Ο φορέας «${label}» διαγράφηκε.`,
} as const;
