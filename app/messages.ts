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
  // Attachments of other accepted types (app/documents/attachment-types.ts): the content must be what the name says.
  attachmentMissing: "Επιλέξτε το αρχείο του συνημμένου.",
  attachmentContentMismatch: (file: string, ext: string) =>
    `Το περιεχόμενο του αρχείου '${file}' δεν είναι αρχείο ${ext}: ελέγξτε ότι επιλέξατε το σωστό αρχείο.`,
  attachmentTextNotUtf8: (file: string) =>
    `Το αρχείο κειμένου '${file}' πρέπει να είναι σε κωδικοποίηση UTF-8 (αποθηκεύστε το ως «CSV UTF-8» ή «Κείμενο UTF-8»).`,
  attachmentAcceptedTypes: (extensions: string) => `Αποδεκτοί τύποι: ${extensions}.`,
  postOnly: "Η διεύθυνση αυτή δέχεται μόνο αιτήματα POST.",
  stagedUploadKept: (file: string) => `Το αρχείο «${file}» έχει ήδη σταλεί και θα αποθηκευτεί με την πράξη.`,
  stagedAttachmentKept: (file: string) => `Το αρχείο «${file}» έχει ήδη σταλεί και θα προστεθεί στα συνημμένα.`,
  notFoundTitle: "Η σελίδα δεν βρέθηκε",
  decisionNotFound: "Δεν βρέθηκε πράξη με αυτόν τον ΑΔΑ.",
  badRequest: "Μη έγκυρο αίτημα",
  serverError: "Παρουσιάστηκε σφάλμα στον διακομιστή. Δοκιμάστε ξανά σε λίγο.",
  loginFailed: "Λάθος όνομα χρήστη ή κωδικός πρόσβασης.",
  accountDisabled: "Ο λογαριασμός σας δεν είναι ενεργός.",
  // Two-step login (issue 13; docs/decisions/061-two-factor-login.md).
  secondFactorWrongCode: "Ο κωδικός δεν είναι σωστός ή έχει ήδη χρησιμοποιηθεί.",
  secondFactorLoginExpired: "Η σύνδεση έληξε ή έγιναν πολλές λάθος προσπάθειες. Συνδεθείτε ξανά.",
  secondFactorEnabled: "Ο έλεγχος δύο βημάτων ενεργοποιήθηκε.",
  secondFactorDisabled: "Ο έλεγχος δύο βημάτων απενεργοποιήθηκε.",
  secondFactorRequired: "Οι διαχειριστές πρέπει να ενεργοποιήσουν τον έλεγχο δύο βημάτων πριν συνεχίσουν.",
  secondFactorCannotDisable: "Ο έλεγχος δύο βημάτων είναι υποχρεωτικός για διαχειριστές και δεν απενεργοποιείται.",
  secondFactorAlreadyOn: "Ο έλεγχος δύο βημάτων είναι ήδη ενεργός.",
  secondFactorNotStarted: "Ξεκινήστε πρώτα την ενεργοποίηση.",
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
  // Comparing two versions (/decision/diff)
  diffChooseVersions: "Επιλέξτε δύο εκδόσεις της πράξης για σύγκριση: μία «Από» και μία «Προς».",
  diffSameVersion: "Επιλέξατε την ίδια έκδοση δύο φορές. Επιλέξτε δύο διαφορετικές εκδόσεις της πράξης για σύγκριση.",
  diffOtherDecision: "Οι δύο εκδόσεις ανήκουν σε διαφορετικές πράξεις. Συγκρίνονται μόνο εκδόσεις της ίδιας πράξης.",
  organizationNotFound: "Δεν βρέθηκε φορέας με αυτόν τον κωδικό ή αυτό το όνομα.",
  counterUnavailable: "Το πλήθος δεν μπορεί να μετρηθεί αυτή τη στιγμή. Δοκιμάστε ξανά σε ένα λεπτό.",
  counterUnavailableShort: "μη διαθέσιμο",
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
  legislationAdded: (title: string) => `Η νομοθεσία «${title}» προστέθηκε στον φορέα.`,
  legislationRemoved: (title: string) => `Η νομοθεσία «${title}» αφαιρέθηκε από τον φορέα.`,
  legislationNotFound: "Δεν βρέθηκε αυτή η νομοθεσία στον φορέα.",
  invalidLegislationUrl: "Μη έγκυρος σύνδεσμος. Γράψτε την πλήρη διεύθυνση με https://, π.χ. https://www.et.gr",
  invalidLegislationPageLength: "Οι γραμμές ανά σελίδα της νομοθεσίας πρέπει να είναι 5, 15, 20 ή «Όλες».",
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
  // The decision form's services and the organisation admin's preferences (issue 8, H8)
  vatValid: "Ο ΑΦΜ είναι έγκυρος.",
  vatNotChecked: "Ο τύπος αυτός δεν ελέγχεται: συμπληρώστε την επωνυμία.",
  vatEnterName: "Η υπηρεσία δεν επέστρεψε επωνυμία: συμπληρώστε την.",
  vatUnavailableWarning: "Ο ΑΦΜ δεν ελέγχθηκε, η πράξη μπορεί να αποθηκευτεί.",
  eprocInvalidReference: "Μη έγκυρος ΑΔΑΜ. Η μορφή είναι π.χ. 22REQ012345678.",
  eprocUnsupportedType: "Ο τύπος πράξης δεν υποστηρίζει εισαγωγή από το ΚΗΜΔΗΣ.",
  eprocWrongQualifier: (qualifiers: readonly string[]) =>
    `Ο ΑΔΑΜ δεν αντιστοιχεί στον τύπο πράξης: αναμένεται ${qualifiers.join(" ή ")}.`,
  eprocNotFound: "Δεν βρέθηκε στο ΚΗΜΔΗΣ καταχώριση με αυτόν τον ΑΔΑΜ για τον τύπο πράξης.",
  eprocUnavailable:
    "Η υπηρεσία του ΚΗΜΔΗΣ δεν είναι διαθέσιμη. Δοκιμάστε αργότερα ή συμπληρώστε τα στοιχεία χειροκίνητα.",
  eprocNotConfigured: "Η εισαγωγή από το ΚΗΜΔΗΣ δεν είναι ενεργή.",
  decisionTypeViewsSaved: "Οι προτιμήσεις προβολής τύπων πράξεων αποθηκεύτηκαν.",
  decisionTypeViewsEmpty: "Πρέπει να μείνει ορατός τουλάχιστον ένας τύπος πράξης.",
  defaultsSaved: "Οι προεπιλογές της πράξης αποθηκεύτηκαν.",
  defaultsCleared: "Οι προεπιλογές της πράξης διαγράφηκαν.",
  templateSaved: (title: string) => `Το πρότυπο «${title}» αποθηκεύτηκε.`,
  templateDeleted: (title: string) => `Το πρότυπο «${title}» διαγράφηκε.`,
  templateNotFound: "Δεν βρέθηκε το πρότυπο.",
  templateFileMissing: "Επιλέξτε το αρχείο του προτύπου.",
  organizationRecipientsSaved: "Οι παραλήπτες ειδοποιήσεων του φορέα αποθηκεύτηκαν.",
  // E-mail alerts for a search (app/alerts, issue 12)
  alertFollow: "Ειδοποίηση με e-mail",
  alertFollowHint: "Λάβετε με e-mail τις νέες πράξεις αυτής της αναζήτησης.",
  alertEmailInvalid: "Γράψτε μια έγκυρη διεύθυνση ηλεκτρονικού ταχυδρομείου.",
  alertBadLink: "Η ειδοποίηση αφορά μόνο αναζητήσεις αυτού του μητρώου.",
  alertTooMany: (max: number) => `Η διεύθυνση έχει ήδη ${max} ειδοποιήσεις: καταργήστε κάποια πριν προσθέσετε νέα.`,
  alertCheckMail:
    "Σας στείλαμε μήνυμα με σύνδεσμο επιβεβαίωσης. Η ειδοποίηση ενεργοποιείται μόλις επιβεβαιώσετε τη διεύθυνσή σας.",
  alertCreated: "Η ειδοποίηση ενεργοποιήθηκε. Θα λαμβάνετε με e-mail τις νέες πράξεις της αναζήτησης.",
  alertAlreadyFollowing: "Ακολουθείτε ήδη αυτή την αναζήτηση· η συχνότητα ενημερώθηκε.",
  alertConfirmed: "Η διεύθυνσή σας επιβεβαιώθηκε και η ειδοποίηση ενεργοποιήθηκε.",
  alertSaved: "Η συχνότητα της ειδοποίησης αποθηκεύτηκε.",
  alertDeleted: "Η ειδοποίηση καταργήθηκε. Δεν θα λάβετε άλλα μηνύματα για αυτή την αναζήτηση.",
  alertNotFound: "Η ειδοποίηση δεν υπάρχει ή έχει ήδη καταργηθεί.",
  // The JSON API and API tokens (app/api, app/users/api-tokens.server.ts; issues 15 and 13)
  apiCallNotFound: "Δεν υπάρχει κλήση του API σε αυτή τη διεύθυνση.",
  apiMethodNotAllowed: (allowed: string) => `Η κλήση αυτή δέχεται μόνο: ${allowed}.`,
  apiInvalidJson: "Το σώμα του αιτήματος δεν είναι έγκυρο JSON.",
  apiBodyRequired: "Η κλήση αυτή χρειάζεται σώμα JSON (Content-Type: application/json).",
  apiNotFound: "Δεν βρέθηκε.",
  apiTooManyCalls: (seconds: string) => `Πάρα πολλές κλήσεις. Δοκιμάστε ξανά σε ${seconds} δευτερόλεπτα.`,
  apiTokenLabelRequired: "Δώστε ένα όνομα για το κλειδί (έως 80 χαρακτήρες).",
  apiTokenCreated: "Το κλειδί δημιουργήθηκε. Αντιγράψτε το τώρα: δεν θα εμφανιστεί ξανά.",
  apiTokenTooMany: "Έχετε ήδη τον μέγιστο αριθμό ενεργών κλειδιών. Ανακαλέστε κάποιο πριν δημιουργήσετε νέο.",
  apiTokenRevoked: "Το κλειδί ανακλήθηκε.",
  apiTokenNotFound: "Το κλειδί δεν βρέθηκε ή έχει ήδη ανακληθεί.",
  // Stamped and signed documents, mass revocation, attachments (H5, issue 9)
  signatureTitle: "Ψηφιακή υπογραφή του εγγράφου",
  signatureNote:
    "Το αρχείο PDF φέρει στη σελίδα του την ΑΔΑ και την ώρα ανάρτησης και είναι υπογεγραμμένο ηλεκτρονικά από το Μητρώο με προηγμένη υπογραφή PAdES (βασικό προφίλ ETSI, τύπος ETSI.CAdES.detached). Ανοίξτε το με Adobe Acrobat Reader (Πίνακας υπογραφών), ελέγξτε το με την εντολή «pdfsig αρχείο.pdf» ή με τον ελεγκτή υπογραφών DSS της Ευρωπαϊκής Επιτροπής: η υπογραφή πρέπει να είναι έγκυρη, να καλύπτει όλο το έγγραφο και το πιστοποιητικό να έχει το παρακάτω αποτύπωμα.",
  signatureFingerprint: "Αποτύπωμα πιστοποιητικού (SHA-256)",
  signatureSigner: "Υπογράφων",
  originalChecksum: "SHA-256 του αρχείου που υποβλήθηκε",
  massRevocationNoAdas: "Γράψτε τουλάχιστον έναν ΑΔΑ.",
  massRevocationInvalid: (tokens: readonly string[]) => `Δεν είναι ΑΔΑ: ${tokens.join(", ")}.`,
  massRevocationTooMany: (max: number) => `Το πολύ ${max} ΑΔΑ σε μία μαζική ανάκληση.`,
  massRevocationDone: (done: number, refused: number) =>
    `Ανακλήθηκαν ${done} πράξεις.${refused ? ` ${refused} δεν ανακλήθηκαν (δεν βρέθηκαν, δεν επιτρέπεται ή άλλαξαν στο μεταξύ).` : ""}`,
  attachmentAdded: (name: string) => `Το συνημμένο «${name}» προστέθηκε.`,
  attachmentRemoved: (name: string) => `Το συνημμένο «${name}» αφαιρέθηκε.`,
  // Decision form: widgets and option lists (issue 8, H4)
  unknownOptionList: "Δεν υπάρχει τέτοια λίστα επιλογών.",
  duplicateProtocolNumber: (protocol: string, adas: readonly string[]) =>
    `Υπάρχει ήδη πράξη του φορέα με αριθμό πρωτοκόλλου «${protocol}»${adas.length ? ` (ΑΔΑ ${adas.join(", ")})` : ""}.`,
  warningsTitle: "Προειδοποιήσεις",
  confirmWarnings: "Υποβολή παρά τις προειδοποιήσεις",
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
  // -- Issue 13 (H7): an administrator's reset of a user's lost second factor
  secondFactorResetTitle: "Επαναφορά ελέγχου δύο βημάτων",
  secondFactorResetDone: (username: string) =>
    `Ο έλεγχος δύο βημάτων του χρήστη ${username} επαναφέρθηκε. Του στάλθηκε ενημέρωση με ηλεκτρονικό ταχυδρομείο.`,
  secondFactorResetNone: "Ο χρήστης δεν έχει ενεργό έλεγχο δύο βημάτων.",
  secondFactorResetSelf: "Τον δικό σας έλεγχο δύο βημάτων τον αλλάζετε από το προφίλ σας.",
  // -- Issue 9 (H7): an attachment's download address
  attachmentNotFound: "Δεν βρέθηκε συνημμένο με αυτόν τον κωδικό σε αυτή την έκδοση.",
} as const;

// -- the OpenData API (issue 15, H1): its refusals, each naming what was wrong
/**
 * The confirmations of decision actions that take no input (SPEC §2 "a simple confirmation
 * dialog"): the same words on the confirmation page and in the dialog the decision's page opens.
 */
export const DECISION_CONFIRMATIONS = {
  deleteSubmitted: {
    title: "Διαγραφή πράξης",
    lead: "Η πράξη δεν έχει αναρτηθεί. Με τη διαγραφή χάνονται τα στοιχεία και το έγγραφό της· η ενέργεια δεν αναιρείται.",
    submitLabel: "Διαγραφή",
  },
  cancelRevocation: {
    title: "Ακύρωση αιτήματος ανάκλησης",
    lead: "Το αίτημα ανάκλησης θα ακυρωθεί και η πράξη θα είναι ξανά «Αναρτημένη».",
    submitLabel: "Ακύρωση του αιτήματος",
  },
} as const;

export const OPENDATA_TEXT = {
  badValue: (name: string, expected: string) => `Μη έγκυρη τιμή της παραμέτρου «${name}»: ${expected}.`,
  badValueShort: (name: string) => `Μη έγκυρη τιμή της παραμέτρου «${name}».`,
  unknownParameter: (name: string, allowed: readonly string[]) =>
    allowed.length
      ? `Άγνωστη παράμετρος «${name}». Επιτρέπονται: ${allowed.join(", ")}.`
      : `Άγνωστη παράμετρος «${name}»: η κλήση δεν δέχεται παραμέτρους.`,
  repeatedParameter: (name: string) => `Η παράμετρος «${name}» δίνεται περισσότερες από μία φορές.`,
  unknownCall: "Δεν υπάρχει τέτοια κλήση του OpenData API. Δείτε τις κλήσεις στο /api/help.",
  decisionNotFound: (ada: string) => `Δεν βρέθηκε αναρτημένη πράξη με ΑΔΑ «${ada}».`,
  versionNotFound: (versionId: string) => `Δεν βρέθηκε αναρτημένη έκδοση πράξης με κωδικό «${versionId}».`,
  typeNotFound: (uid: string) => `Δεν βρέθηκε είδος πράξης «${uid}».`,
  dictionaryNotFound: (name: string) => `Δεν βρέθηκε λεξικό «${name}».`,
  organizationNotFound: (org: string) => `Δεν βρέθηκε φορέας «${org}».`,
  unitNotFound: (uid: string) => `Δεν βρέθηκε οργανωτική μονάδα «${uid}».`,
  signerNotFound: (uid: string) => `Δεν βρέθηκε υπογράφων «${uid}».`,
  readOnly:
    "Αυτή η διεύθυνση του OpenData API δέχεται μόνο αιτήματα ανάγνωσης (GET). Εγγραφές: POST /decisions, /decisions/{ada}, /decisions/requests/revocations.",
} as const;

/** The OpenData write API (issue 15, H8): POST /opendata/decisions and friends. */
export const OPENDATA_WRITE_TEXT = {
  metadataRequired: "Λείπει το μέρος «metadata» (JSON του DecisionStoreRequest).",
  metadataInvalid: "Το μέρος «metadata» δεν είναι έγκυρο JSON αντικείμενο.",
  decisionFileRequired: "Λείπει το αρχείο της πράξης («decisionFile»).",
  attachmentDescriptionsInvalid: "Το «attachmentDescr» πρέπει να είναι JSON πίνακας κειμένων.",
  attachmentsInvalid:
    "Το «attachments» πρέπει να είναι αντικείμενο {attach: [{description, filename, mimeType, contentBase64}], remove: [αναγνωριστικά]}.",
  attachmentsToRemoveInvalid: "Το «attachmentsToRemove» πρέπει να είναι JSON πίνακας αναγνωριστικών συνημμένων.",
  unknownAttachment: (id: string) => `Η πράξη δεν έχει συνημμένο με αναγνωριστικό «${id}».`,
  correctedCopyFlag: "Νέο έγγραφο σε αναρτημένη πράξη γίνεται δεκτό μόνο ως ορθή επανάληψη («correctedCopy»: true).",
  publishForbidden: "Δεν έχετε δικαίωμα ανάρτησης πράξεων αυτού του φορέα.",
  notPublishable: "Η πράξη αποθηκεύτηκε χωρίς ανάρτηση: ο φορέας δεν μπορεί να αναρτήσει πράξεις.",
  conflict: "Η πράξη άλλαξε στο μεταξύ· διαβάστε την ξανά και επαναλάβετε.",
  notAllowed: "Η ενέργεια δεν επιτρέπεται στην τρέχουσα κατάσταση της πράξης.",
  unknownAction: (name: string) => `Άγνωστη ενέργεια «${name}». Επιτρέπεται: notifyRecipients.`,
  unknownWriteAction: (name: string) =>
    `Άγνωστη ενέργεια «${name}». Επιτρέπονται: notifyRecipients, requestRestNotification.`,
  restUrlInvalid:
    "Η ενέργεια «requestRestNotification» θέλει ως πρώτο όρισμα διεύθυνση ειδοποίησης http ή https (π.χ. https://sides.example.gr/diavgeia).",
  restCredentialsInvalid: "Το όνομα χρήστη και ο κωδικός της «requestRestNotification» πρέπει να είναι κείμενα.",
} as const;

// -- administration of decision types (issue 17, H2): /administration/dt and /administration/dtperorgtype
export const DECISION_TYPE_TEXT = {
  notAllowed: (uid: string) => `Το είδος πράξης «${uid}» δεν είναι διαθέσιμο για τον φορέα.`,
  unknownType: "Δεν βρέθηκε τέτοιο είδος πράξης.",
  unknownCategory: "Δεν βρέθηκε τέτοια κατηγορία φορέων.",
  categoryEmpty: "Επιλέξτε τουλάχιστον ένα είδος πράξης για την κατηγορία.",
  categorySaved: (label: string) => `Τα είδη πράξεων της κατηγορίας «${label}» αποθηκεύτηκαν.`,
  withdrawn: (uid: string) => `Το είδος πράξης «${uid}» αποσύρθηκε: δεν προσφέρεται πλέον σε νέες πράξεις.`,
  restored: (uid: string) => `Το είδος πράξης «${uid}» είναι ξανά διαθέσιμο.`,
  fieldAdded: (label: string, version: number) => `Το πεδίο «${label}» προστέθηκε (έκδοση ορισμού ${version}).`,
  unknownWidget: "Επιλέξτε ένα από τα γνωστά είδη πεδίου.",
  badPath: "Η διαδρομή αποτελείται από λατινικά γράμματα, ψηφία και «_», χωρισμένα με τελείες (π.χ. fek.issue).",
  pathTaken: "Υπάρχει ήδη πεδίο με αυτή τη διαδρομή.",
  pathCommon: "Η διαδρομή ανήκει σε κοινό πεδίο όλων των πράξεων.",
  unknownField: (path: string) => `Δεν υπάρχει πεδίο με διαδρομή «${path}» στον τύπο.`,
  unknownDictionary: (uid: string) => `Δεν υπάρχει λεξικό «${uid}».`,
  unknownOptionList:
    "Η διεύθυνση δεν είναι κατάλογος επιλογών αυτής της πύλης: /luminapi/api/fields/ και λεξικό, organizations, active-organizations, ή units και signers με ?org= (π.χ. /luminapi/api/fields/CPV).",
  ajaxWithoutList: "Ένα πεδίο αναζήτησης χρειάζεται λεξικό ή διεύθυνση αναζήτησης επιλογών αυτής της πύλης.",
  updateAttrWithoutDependency: "Η ιδιότητα που ενημερώνεται χρειάζεται το πεδίο από το οποίο εξαρτάται.",
  tableNeedsGroup: "Μορφή πίνακα έχει μόνο πεδίο-ομάδα (LINE_COMPOSITE ή LINE_COMPOSITE_AFM).",
  badMaxLength: "Το μέγιστο μήκος είναι ακέραιος από 1 έως 100000.",
  labelRequired: "Συμπληρώστε την ετικέτα του πεδίου.",
  badUpdateAttr: "Η ιδιότητα που ενημερώνεται είναι minDate ή query:<παράμετρος>.",
  badClearAttr: "Η ιδιότητα που αδειάζει είναι value (η τιμή του πεδίου).",
  clearAttrWithoutDependency: "Η ιδιότητα που αδειάζει χρειάζεται το πεδίο από το οποίο εξαρτάται.",
  badSize: "Το πλάτος είναι ακέραιος αριθμός χαρακτήρων από 1 έως 200.",
  badPortalPath: "Η διεύθυνση είναι διαδρομή αυτής της πύλης που αρχίζει με / (π.χ. /luminapi/api/fields/FEKTYPES).",
  selfReference: "Ένα πεδίο δεν μπορεί να εξαρτάται από τον εαυτό του.",
  unknownTypeField: "Δεν βρέθηκε τέτοιο πεδίο στο είδος πράξης.",
  fieldEdited: (label: string, version: number) => `Το πεδίο «${label}» αποθηκεύτηκε (έκδοση ορισμού ${version}).`,
  fieldMoved: (label: string, direction: "up" | "down", version: number) =>
    `Το πεδίο «${label}» μετακινήθηκε ${direction === "up" ? "πάνω" : "κάτω"} (έκδοση ορισμού ${version}).`,
  fieldCannotMove: (path: string, direction: "up" | "down") =>
    `Το πεδίο «${path}» είναι ήδη ${direction === "up" ? "πρώτο" : "τελευταίο"} στην ομάδα του και δεν μετακινείται ${direction === "up" ? "πάνω" : "κάτω"}.`,
  fieldRemoved: (label: string, version: number) => `Το πεδίο «${label}» αφαιρέθηκε (έκδοση ορισμού ${version}).`,
  fieldHasDependants: (path: string, dependants: readonly string[]) =>
    `Το πεδίο «${path}» δεν αφαιρείται: από αυτό εξαρτώνται τα πεδία ${dependants.map((d) => `«${d}»`).join(", ")}.`,
  versionConflict:
    "Ο ορισμός του είδους άλλαξε στο μεταξύ από άλλον διαχειριστή. Ανοίξτε ξανά τη σελίδα και επαναλάβετε την αλλαγή.",
  typeCreated: (uid: string) => `Το είδος πράξης «${uid}» δημιουργήθηκε.`,
  typeSaved: (uid: string) => `Το είδος πράξης «${uid}» αποθηκεύτηκε.`,
  badTypeUid:
    "Ο κωδικός αποτελείται από κεφαλαία γράμματα και ψηφία, χωρισμένα με τελείες (π.χ. Β.1.9), έως 20 χαρακτήρες.",
  typeUidTaken: "Υπάρχει ήδη είδος πράξης με αυτόν τον κωδικό.",
  typeLabelRequired: "Συμπληρώστε την ονομασία του είδους (έως 300 χαρακτήρες).",
  unknownGroup: "Επιλέξτε μία από τις ομάδες ειδών πράξεων.",
  categoriesRequired: "Επιλέξτε τουλάχιστον μία κατηγορία φορέων.",
  versionRequired: "Δώστε την έκδοση ορισμού που διαβάσατε (definitionVersion) μαζί με τα πεδία.",
} as const;

// -- administration of positions and tag categories (issue 17, H2)
export const POSITION_TEXT = {
  unknown: "Δεν βρέθηκε τέτοια θέση.",
  labelRequired: "Συμπληρώστε την ονομασία της θέσης.",
  labelTooLong: "Η ονομασία της θέσης έχει έως 200 χαρακτήρες.",
  labelTaken: "Υπάρχει ήδη θέση με αυτή την ονομασία στην ίδια κατηγορία φορέων.",
  unknownCategory: "Δεν βρέθηκε τέτοια κατηγορία φορέων.",
  added: (label: string) => `Η θέση «${label}» προστέθηκε.`,
  saved: (label: string) => `Η θέση «${label}» αποθηκεύτηκε.`,
  deactivated: (label: string) => `Η θέση «${label}» απενεργοποιήθηκε: δεν προσφέρεται πλέον σε νέους υπογράφοντες.`,
  reactivated: (label: string) => `Η θέση «${label}» είναι ξανά διαθέσιμη.`,
  deleted: (label: string) => `Η θέση «${label}» διαγράφηκε.`,
  inUse: (holders: number) =>
    `Η θέση δεν διαγράφεται: την κατέχ${holders === 1 ? "ει 1 υπογράφων" : `ουν ${holders} υπογράφοντες`}. Μπορεί μόνο να απενεργοποιηθεί.`,
} as const;

export const TAG_TEXT = {
  unknownCategory: "Δεν βρέθηκε τέτοια κατηγορία ετικετών.",
  unknownTag: "Δεν βρέθηκε τέτοιος όρος στο λεξικό.",
  labelRequired: "Συμπληρώστε την ονομασία.",
  labelTooLong: "Η ονομασία έχει έως 300 χαρακτήρες.",
  badCode:
    "Ο κωδικός αποτελείται από κεφαλαία λατινικά γράμματα, ψηφία και «_», και αρχίζει από γράμμα (2 έως 40 χαρακτήρες).",
  codeTaken: "Υπάρχει ήδη λεξικό με αυτόν τον κωδικό.",
  unknownParent: "Ο γονικός όρος δεν ανήκει στο λεξικό.",
  loop: "Ένας όρος δεν μπορεί να μπει κάτω από τον εαυτό του ή κάτω από δικό του υποκείμενο όρο.",
  badPosition: "Η σειρά είναι ακέραιος αριθμός από 1 και πάνω.",
  categoryAdded: (label: string) => `Η κατηγορία «${label}» προστέθηκε.`,
  categorySaved: (label: string) => `Η κατηγορία «${label}» αποθηκεύτηκε.`,
  tagAdded: (label: string) => `Ο όρος «${label}» προστέθηκε.`,
  tagSaved: (label: string) => `Ο όρος «${label}» αποθηκεύτηκε.`,
  tagDeactivated: (label: string) =>
    `Ο όρος «${label}» απενεργοποιήθηκε: δεν προσφέρεται σε νέες πράξεις· οι υπάρχουσες πράξεις τον διατηρούν.`,
  tagReactivated: (label: string) => `Ο όρος «${label}» είναι ξανά διαθέσιμος.`,
} as const;

// -- the decision form (issue 8, H6): the e-procurement import on the form, refusals of forged input
export const FORM_TEXT = {
  eprocLegend: "Εισαγωγή από το ΚΗΜΔΗΣ",
  eprocLabel: "ΑΔΑΜ (π.χ. 22REQ012345678)",
  eprocHint: "Τα στοιχεία της καταχώρισης συμπληρώνουν τη φόρμα· τίποτε δεν αποθηκεύεται πριν την υποβολή.",
  eprocButton: "Εισαγωγή στοιχείων",
  eprocImported: (adam: string) =>
    `Τα στοιχεία συμπληρώθηκαν από το ΚΗΜΔΗΣ (ΑΔΑΜ ${adam}). Ελέγξτε τα πριν την υποβολή.`,
  unknownField: (name: string) => `Το πεδίο «${name}» δεν ανήκει στο είδος της πράξης.`,
  relatedAdaNotFound: (ada: string) => `Δεν υπάρχει αναρτημένη πράξη με ΑΔΑ «${ada}».`,
  signerNotInUnit: (name: string) => `Ο υπογράφων «${name}» δεν υπογράφει για την οργανωτική μονάδα που επιλέξατε.`,
  relatedAdaWrongType: (ada: string, types: string) =>
    `Η πράξη με ΑΔΑ «${ada}» δεν είναι του είδους που ζητά το πεδίο (${types}).`,
  relatedAdaOtherOrganization: (ada: string) => `Η πράξη με ΑΔΑ «${ada}» δεν είναι του φορέα της πράξης.`,
  signersFollowUnit:
    "Προσφέρονται οι υπογράφοντες της μονάδας που επιλέξατε. Χωρίς JavaScript, μετά την επιλογή μονάδας πατήστε «Ενημέρωση φόρμας».",
  listFollows: (label: string) =>
    `Οι επιλογές ακολουθούν το «${label}». Χωρίς JavaScript, αφού το αλλάξετε πατήστε «Ενημέρωση φόρμας».`,
  listFollowsEmpty: (label: string) => `Επιλέξτε πρώτα «${label}»· χωρίς JavaScript, πατήστε μετά «Ενημέρωση φόρμας».`,
  listFollowsNone: (label: string) => `Δεν υπάρχουν επιλογές για το «${label}» που επιλέξατε.`,
  listFollowsLoading: "Φόρτωση επιλογών…",
  listFollowsFailed: "Οι επιλογές δεν φορτώθηκαν. Πατήστε «Ενημέρωση φόρμας».",
  fileEncrypted: "Το αρχείο PDF είναι κρυπτογραφημένο ή κλειδωμένο με κωδικό. Ανεβάστε το χωρίς κρυπτογράφηση.",
} as const;

// -- administration of mail and VAT services (issue 17, H1)
export const SETTINGS_TEXT = {
  templateEmptySubject: "Συμπληρώστε το θέμα του μηνύματος.",
  templateSubjectLines: "Το θέμα του μηνύματος πρέπει να είναι μία γραμμή.",
  templateEmptyBody: "Συμπληρώστε το κείμενο του μηνύματος.",
  templateUnknownPlaceholder: (name: string, allowed: readonly string[]) =>
    `Άγνωστο πεδίο αντικατάστασης «{${name}}». Επιτρέπονται: ${allowed.map((n) => `{${n}}`).join(", ")}.`,
  templateMissingPlaceholder: (name: string) => `Το πρότυπο πρέπει να περιέχει το πεδίο αντικατάστασης «{${name}}».`,
  templateTooLong: "Το πρότυπο είναι πολύ μεγάλο (έως 20.000 χαρακτήρες).",
  templateNotFound: "Δεν υπάρχει τέτοιο πρότυπο μηνύματος.",
  templateSaved: (label: string) => `Το πρότυπο «${label}» αποθηκεύτηκε.`,
  templateReset: (label: string) => `Το πρότυπο «${label}» επανήλθε στο αρχικό κείμενο.`,
  mailSettingsSaved: "Οι ρυθμίσεις αλληλογραφίας αποθηκεύτηκαν.",
  notifySettingsSaved: "Οι ρυθμίσεις ειδοποίησης παραληπτών αποθηκεύτηκαν.",
  testMailSubject: "Δοκιμαστικό μήνυμα",
  testMailBody: (site: string) =>
    `Αυτό είναι δοκιμαστικό μήνυμα από τη διαχείριση του μητρώου.\nΑν το λάβατε, η αποστολή αλληλογραφίας λειτουργεί.\n\n— ${site}`,
  badEmail: "Δώστε μια έγκυρη διεύθυνση ηλεκτρονικού ταχυδρομείου.",
  badEmailList: (value: string) => `Μη έγκυρη διεύθυνση ηλεκτρονικού ταχυδρομείου: «${value}».`,
  badHost: "Δώστε το όνομα ή τη διεύθυνση του διακομιστή SMTP.",
  badPort: "Η θύρα πρέπει να είναι αριθμός από 1 έως 65535.",
  badUrl: "Δώστε πλήρη διεύθυνση που ξεκινά με http:// ή https://.",
  badTimeout: "Ο χρόνος αναμονής πρέπει να είναι από 500 έως 60.000 χιλιοστά του δευτερολέπτου.",
  vatSettingsSaved: (service: string) => `Οι ρυθμίσεις της υπηρεσίας ${service} αποθηκεύτηκαν.`,
  vatTestOk: (service: string, detail: string) => `Η σύνδεση με την υπηρεσία ${service} λειτουργεί: ${detail}`,
  vatTestFailed: (service: string, detail: string) => `Η σύνδεση με την υπηρεσία ${service} απέτυχε: ${detail}`,
  vatNotConfigured: (service: string) => `Η υπηρεσία ${service} δεν έχει οριστεί: συμπληρώστε πρώτα τη διεύθυνσή της.`,
  ggpsCredentialsRequired: "Για την υπηρεσία ΓΓΠΣ απαιτούνται όνομα χρήστη και κωδικός μαζί με τη διεύθυνση.",
  secretSet: "Έχει οριστεί",
  secretNotSet: "Δεν έχει οριστεί",
  testMailSent: (address: string) =>
    `Το δοκιμαστικό μήνυμα στάλθηκε προς ${address}: ο διακομιστής αλληλογραφίας το δέχτηκε.`,
  testMailFailed: (address: string, error: string) =>
    `Η αποστολή του δοκιμαστικού μηνύματος προς ${address} απέτυχε. Ο διακομιστής αλληλογραφίας απάντησε: ${error}`,
  badSender: "Δώστε έγκυρη διεύθυνση αποστολέα ή αφήστε το πεδίο κενό.",
  badUser: "Το όνομα χρήστη είναι πολύ μεγάλο (έως 200 χαρακτήρες).",
  badPassword: "Ο κωδικός είναι πολύ μεγάλος (έως 500 χαρακτήρες).",
  tooManyRecipients: "Έως 50 διευθύνσεις παραληπτών.",
} as const;
