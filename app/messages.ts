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
  // Notices (app/notices)
  noticeMessageRequired: "Γράψτε το κείμενο της ανακοίνωσης.",
  noticeTargetsRequired: "Επιλέξτε σε ποιους απευθύνεται η ανακοίνωση: όλους, ρόλους ή φορείς.",
  noticeNotFound: "Δεν βρέθηκε η ανακοίνωση.",
  noticeCreated: "Η ανακοίνωση δημιουργήθηκε.",
  noticeSaved: "Οι αλλαγές της ανακοίνωσης αποθηκεύτηκαν.",
  noticeDeactivated: "Η ανακοίνωση απενεργοποιήθηκε: δεν εμφανίζεται πλέον στους χρήστες.",
  noticeActivated: "Η ανακοίνωση ενεργοποιήθηκε.",
  noticeDeleted: "Η ανακοίνωση διαγράφηκε.",
  // Frequently asked questions (app/faq)
  faqQuestionRequired: "Γράψτε την ερώτησή σας.",
  faqQuestionTooShort: "Η ερώτηση είναι πολύ σύντομη: γράψτε τουλάχιστον 10 χαρακτήρες.",
  faqAnswerRequired: "Γράψτε την απάντηση πριν από τη δημοσίευση.",
  faqQuestionReceived:
    "Η ερώτησή σας καταχωρίστηκε. Όταν απαντηθεί, θα δημοσιευτεί μαζί με την απάντηση στις συχνές ερωτήσεις.",
  faqPublished: "Η ερώτηση δημοσιεύτηκε με την απάντησή της.",
  faqRejected: "Η ερώτηση απορρίφθηκε και δεν θα δημοσιευτεί.",
  faqNotFound: "Δεν βρέθηκε η ερώτηση.",
  faqAlreadyHandled: "Η ερώτηση έχει ήδη απαντηθεί ή απορριφθεί.",
  // Statistics (app/stats)
  statsInvalidMonth: "Μη έγκυρος μήνας. Γράψτε τον ως εεεε-μμ, π.χ. 2026-01.",
  statsFromAfterTo: "Ο αρχικός μήνας πρέπει να είναι ίδιος με τον τελικό ή νωρίτερα.",
  statsPeriodTooLong: (years: number) => `Η περίοδος δεν μπορεί να ξεπερνά τα ${years} έτη.`,
  statsUnknownDimension: "Άγνωστο είδος δεδομένων. Επιλέξτε month, type, category ή organization.",
  // Decision lifecycle after the first save (app/decisions/lifecycle, issue 9)
  decisionConflict:
    "Η πράξη άλλαξε από άλλον χρήστη αφού ανοίξατε τη σελίδα. Η ενέργειά σας δεν εφαρμόστηκε: δείτε την τρέχουσα μορφή της και δοκιμάστε ξανά.",
  actionNotAllowed: "Η ενέργεια δεν επιτρέπεται στην τρέχουσα κατάσταση της πράξης.",
  decisionEdited: "Οι αλλαγές της πράξης αποθηκεύτηκαν.",
  decisionEditedNewVersion: "Τα μεταδεδομένα διορθώθηκαν: η πράξη έχει νέα έκδοση με τον ίδιο ΑΔΑ.",
  correctedCopyCreated: "Η ορθή επανάληψη αναρτήθηκε ως νέα έκδοση με τον ίδιο ΑΔΑ.",
  revocationRequested: "Το αίτημα ανάκλησης καταχωρίστηκε. Η πράξη είναι σε αναμονή ανάκλησης.",
  revocationCompleted: "Η ανάρτηση της πράξης ανακλήθηκε.",
  revocationCancelled: "Το αίτημα ανάκλησης ακυρώθηκε. Η πράξη είναι ξανά αναρτημένη.",
  revocationReasonRequired: "Η ανάκληση χωρίς προηγούμενο αίτημα χρειάζεται λόγο και αιτιολογία.",
  decisionDeleted: (subject: string) => `Η πράξη «${subject}» διαγράφηκε.`,
  invalidRevocationGround: "Επιλέξτε έναν από τους τρεις λόγους ανάκλησης.",
  batchNothingSelected: "Επιλέξτε τουλάχιστον μία πράξη από τη λίστα.",
  batchPublished: (done: number, refused: number) =>
    `Αναρτήθηκαν ${done} πράξεις.${refused ? ` ${refused} δεν αναρτήθηκαν: δείτε τη λίστα υποβληθεισών.` : ""}`,
  batchDeleted: (done: number, refused: number) =>
    `Διαγράφηκαν ${done} πράξεις.${refused ? ` ${refused} δεν διαγράφηκαν: δείτε τη λίστα υποβληθεισών.` : ""}`,
  unknownExportFormat: "Άγνωστη μορφή εξαγωγής. Επιλέξτε wt=json, wt=xml, wt=csv ή wt=xls.",
  // -- open data: exports, feeds, discovery (issue 12)
  sitemapNotFound: "Δεν υπάρχει αυτό το τμήμα του χάρτη ιστοτόπου.",
  dumpNotFound: "Δεν υπάρχει αρχείο μαζικής λήψης με αυτό το όνομα.",
  // Users and security (issue 13: app/users, /administration/users, registration, /profile)
  userStatus: { enabled: "Ενεργός", disabled: "Απενεργοποιημένος", locked: "Κλειδωμένος" },
  userStatusChange: { enable: "Ενεργοποίηση", disable: "Απενεργοποίηση", lock: "Κλείδωμα", unlock: "Ξεκλείδωμα" },
  userStatusChanged: {
    enable: (u: string) => `Ο χρήστης ${u} ενεργοποιήθηκε.`,
    disable: (u: string) => `Ο χρήστης ${u} απενεργοποιήθηκε και οι συνδέσεις του τερματίστηκαν.`,
    lock: (u: string) => `Ο χρήστης ${u} κλειδώθηκε και οι συνδέσεις του τερματίστηκαν.`,
    unlock: (u: string) => `Ο χρήστης ${u} ξεκλειδώθηκε.`,
  },
  userUnchanged: "Δεν έγινε καμία αλλαγή: ο χρήστης βρίσκεται ήδη σε αυτή την κατάσταση.",
  userSelfChange: "Δεν μπορείτε να απενεργοποιήσετε ή να κλειδώσετε τον δικό σας λογαριασμό.",
  userNotFound: "Δεν βρέθηκε χρήστης με αυτόν τον κωδικό.",
  roleGranted: (role: string, u: string) => `Ο ρόλος «${role}» αποδόθηκε στον χρήστη ${u}.`,
  roleWithdrawn: (role: string, u: string) => `Ο ρόλος «${role}» αφαιρέθηκε από τον χρήστη ${u}.`,
  roleAlreadyHeld: "Ο χρήστης έχει ήδη αυτόν τον ρόλο σε αυτόν τον φορέα.",
  roleNotHeld: "Ο χρήστης δεν έχει αυτόν τον ρόλο σε αυτόν τον φορέα.",
  roleNotGrantable: "Δεν μπορείτε να αποδώσετε αυτόν τον ρόλο σε αυτόν τον φορέα.",
  unknownOrganization: "Δεν βρέθηκε φορέας με αυτόν τον κωδικό.",
  pageOutOfRange: (last: number) => `Η σελίδα δεν υπάρχει: τα αποτελέσματα έχουν ${last} σελίδες.`,
  invalidPage: "Ο αριθμός σελίδας πρέπει να είναι θετικός ακέραιος.",
  registrationReceived: (email: string) =>
    `Η αίτηση εγγραφής καταχωρίστηκε. Σας στείλαμε μήνυμα στη διεύθυνση ${email} με τον σύνδεσμο ενεργοποίησης του λογαριασμού σας.`,
  invalidAccountLink: "Ο σύνδεσμος δεν είναι έγκυρος, έχει ήδη χρησιμοποιηθεί ή έχει λήξει.",
  accountActivated: "Ο λογαριασμός σας ενεργοποιήθηκε. Μπορείτε να συνδεθείτε.",
  passwordResetRequested:
    "Αν υπάρχει ενεργός λογαριασμός με αυτά τα στοιχεία, θα λάβετε σε λίγο μήνυμα με σύνδεσμο για νέο κωδικό πρόσβασης.",
  profileSaved: "Τα στοιχεία σας αποθηκεύτηκαν.",
  passwordChanged: (ended: number) =>
    ended === 0
      ? "Ο κωδικός πρόσβασης άλλαξε."
      : `Ο κωδικός πρόσβασης άλλαξε και τερματίστηκαν οι άλλες συνδέσεις σας (${ended}).`,
  emailChangeRequested: (email: string) =>
    `Σας στείλαμε μήνυμα στη διεύθυνση ${email}. Η διεύθυνσή σας θα αλλάξει μόλις ανοίξετε τον σύνδεσμο του μηνύματος.`,
  emailChanged: (email: string) => `Η διεύθυνση ηλεκτρονικού ταχυδρομείου του λογαριασμού σας είναι πλέον ${email}.`,
  sessionEnded: "Η σύνδεση τερματίστηκε.",
  sessionNotFound: "Η σύνδεση αυτή δεν υπάρχει πλέον.",
  signedOutEverywhere: (ended: number) => `Αποσυνδεθήκατε από παντού (${ended} συνδέσεις).`,
  passwordResetDone:
    "Ο κωδικός πρόσβασης άλλαξε και όλες οι συνδέσεις του λογαριασμού τερματίστηκαν. Συνδεθείτε με τον νέο κωδικό.",
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
  // Organisation structure, public documents, tree (issue 14, H7)
  structureUnchanged: "Η νέα τιμή είναι ίδια με την τρέχουσα.",
  mergeIntoItself: "Ένας φορέας δεν μπορεί να συγχωνευθεί στον εαυτό του.",
  mergeTargetMerged: "Ο φορέας αυτός έχει ήδη συγχωνευθεί σε άλλον φορέα. Επιλέξτε τον φορέα στον οποίο συγχωνεύθηκε.",
  organizationMergedAway: (label: string) => `Ο φορέας έχει συγχωνευθεί στον φορέα «${label}» και δεν αλλάζει πλέον.`,
  organizationStatusChanged: (label: string, status: string) => `Ο φορέας «${label}» είναι πλέον: ${status}.`,
  organizationRenamed: (from: string, to: string) => `Ο φορέας «${from}» μετονομάστηκε σε «${to}».`,
  organizationMoved: (label: string) => `Ο εποπτεύων φορέας του «${label}» άλλαξε.`,
  organizationMergedInto: (from: string, to: string) => `Ο φορέας «${from}» συγχωνεύθηκε στον φορέα «${to}».`,
  publicDocumentAdded: (title: string) => `Το δημόσιο έγγραφο «${title}» αναρτήθηκε.`,
  publicDocumentSaved: (title: string) => `Οι αλλαγές στο δημόσιο έγγραφο «${title}» αποθηκεύτηκαν.`,
  publicDocumentDeleted: (title: string) => `Το δημόσιο έγγραφο «${title}» διαγράφηκε.`,
  publicDocumentNotFound: "Δεν βρέθηκε δημόσιο έγγραφο με αυτόν τον κωδικό.",
} as const;
