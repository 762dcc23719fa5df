/**
 * Every e-mail the register sends, as an editable template (issue 17): a one-line subject and a
 * plain-text body with `{name}` placeholders. The defaults are the texts the code always sent, so
 * nothing changes until an administrator saves a template (app/mail/stored-templates.server.ts).
 *
 * Pure: the placeholder check and the rendering are here, so they are unit-tested without a
 * database, and the preview uses the same code as the real messages.
 */

export interface MailTemplateText {
  subject: string;
  body: string;
}

export interface PlaceholderSpec {
  name: string;
  /** What it is replaced with, for the administrator. */
  label: string;
  /** A template without it is refused (a link the recipient cannot do without, say). */
  required?: boolean;
  /** The value the preview uses. */
  sample: string;
}

export const MAIL_TEMPLATE_IDS = [
  "publication",
  "activation",
  "passwordReset",
  "emailChange",
  "alertConfirmation",
  "alertDigest",
  "secondFactorReset",
] as const;
export type MailTemplateId = (typeof MAIL_TEMPLATE_IDS)[number];

export interface MailTemplateSpec {
  id: MailTemplateId;
  label: string;
  /** When it is sent. */
  sentWhen: string;
  placeholders: readonly PlaceholderSpec[];
  defaults: MailTemplateText;
}

const SIGNATURE = "— {site}\nΤο μήνυμα στάλθηκε αυτόματα· μην απαντήσετε σε αυτό.";
const IGNORE_IF_NOT_YOU = "Αν δεν κάνατε εσείς αυτό το αίτημα, αγνοήστε το μήνυμα: δεν θα γίνει καμία αλλαγή.";

const site: PlaceholderSpec = { name: "site", label: "Το όνομα του μητρώου", sample: "Μητρώο Πράξεων" };
const person: PlaceholderSpec[] = [
  { name: "name", label: "Ονοματεπώνυμο του χρήστη", sample: "Μαρία Παπαδοπούλου" },
  { name: "username", label: "Όνομα χρήστη", sample: "mpapadopoulou" },
];
const link = (sample: string): PlaceholderSpec => ({
  name: "url",
  label: "Ο σύνδεσμος που ανοίγει ο παραλήπτης",
  required: true,
  sample,
});

const linkBody = (intro: string, validity: string) =>
  ["Αγαπητέ/ή {name},", "", intro, "", "{url}", "", validity, IGNORE_IF_NOT_YOU, "", SIGNATURE].join("\n");

export const MAIL_TEMPLATES: Record<MailTemplateId, MailTemplateSpec> = {
  publication: {
    id: "publication",
    label: "Ειδοποίηση ανάρτησης πράξης",
    sentWhen: "Στους παραλήπτες μιας πράξης, όταν αναρτάται.",
    placeholders: [
      { name: "ada", label: "ΑΔΑ της πράξης", required: true, sample: "ΨΛ2Β46ΜΤΛΡ-7ΑΒ" },
      { name: "subject", label: "Θέμα της πράξης", sample: "Έγκριση δαπάνης για την προμήθεια γραφικής ύλης" },
      {
        name: "shortSubject",
        label: "Θέμα, έως 120 χαρακτήρες",
        sample: "Έγκριση δαπάνης για την προμήθεια γραφικής ύλης",
      },
      { name: "organization", label: "Φορέας", sample: "ΔΗΜΟΣ ΛΗΜΝΟΥ" },
      { name: "decisionType", label: "Είδος πράξης", sample: "ΕΓΚΡΙΣΗ ΔΑΠΑΝΗΣ" },
      {
        name: "url",
        label: "Διεύθυνση της πράξης",
        required: true,
        sample: "https://example.org/decision/view/ΨΛ2Β46ΜΤΛΡ-7ΑΒ",
      },
      { name: "documentUrl", label: "Διεύθυνση του εγγράφου", sample: "https://example.org/doc/ΨΛ2Β46ΜΤΛΡ-7ΑΒ" },
      site,
    ],
    defaults: {
      subject: "Ανάρτηση πράξης ΑΔΑ {ada}: {shortSubject}",
      body: [
        "Σας ενημερώνουμε ότι αναρτήθηκε η παρακάτω πράξη.",
        "",
        "ΑΔΑ: {ada}",
        "Θέμα: {subject}",
        "Φορέας: {organization}",
        "Είδος πράξης: {decisionType}",
        "",
        "Η πράξη: {url}",
        "Το έγγραφο: {documentUrl}",
        "",
        SIGNATURE,
      ].join("\n"),
    },
  },
  activation: {
    id: "activation",
    label: "Ενεργοποίηση λογαριασμού",
    sentWhen: "Μετά από εγγραφή: ο σύνδεσμος ενεργοποίησης.",
    placeholders: [
      ...person,
      link("https://example.org/security/activation?uac=…"),
      { name: "hours", label: "Ώρες ισχύος του συνδέσμου", sample: "48" },
      site,
    ],
    defaults: {
      subject: "Ενεργοποίηση λογαριασμού {username}",
      body: linkBody(
        "Λάβαμε αίτημα εγγραφής με όνομα χρήστη {username}. Για να ενεργοποιήσετε τον λογαριασμό σας, ανοίξτε τον σύνδεσμο:",
        "Ο σύνδεσμος ισχύει για {hours} ώρες και μία μόνο φορά.",
      ),
    },
  },
  passwordReset: {
    id: "passwordReset",
    label: "Νέος κωδικός πρόσβασης",
    sentWhen: "Όταν κάποιος ζητά νέο κωδικό πρόσβασης.",
    placeholders: [
      ...person,
      link("https://example.org/security/reset?token=…"),
      { name: "minutes", label: "Λεπτά ισχύος του συνδέσμου", sample: "60" },
      site,
    ],
    defaults: {
      subject: "Ορισμός νέου κωδικού πρόσβασης",
      body: linkBody(
        "Λάβαμε αίτημα για νέο κωδικό πρόσβασης του λογαριασμού {username}. Για να ορίσετε νέο κωδικό, ανοίξτε τον σύνδεσμο:",
        "Ο σύνδεσμος ισχύει για {minutes} λεπτά και μία μόνο φορά.",
      ),
    },
  },
  emailChange: {
    id: "emailChange",
    label: "Επιβεβαίωση νέας διεύθυνσης e-mail",
    sentWhen: "Στη νέα διεύθυνση, όταν ένας χρήστης αλλάζει τη διεύθυνσή του.",
    placeholders: [
      ...person,
      link("https://example.org/profile/email/confirm?token=…"),
      { name: "hours", label: "Ώρες ισχύος του συνδέσμου", sample: "24" },
      site,
    ],
    defaults: {
      subject: "Επιβεβαίωση νέας διεύθυνσης ηλεκτρονικού ταχυδρομείου",
      body: linkBody(
        "Ζητήθηκε αυτή η διεύθυνση να γίνει η διεύθυνση του λογαριασμού {username}. Για να το επιβεβαιώσετε, ανοίξτε τον σύνδεσμο:",
        "Ο σύνδεσμος ισχύει για {hours} ώρες και μία μόνο φορά.",
      ),
    },
  },
  alertConfirmation: {
    id: "alertConfirmation",
    label: "Επιβεβαίωση ειδοποίησης αναζήτησης",
    sentWhen: "Όταν ένας επισκέπτης ζητά ειδοποιήσεις για μια αναζήτηση.",
    placeholders: [
      { name: "label", label: "Περιγραφή της αναζήτησης", sample: "«προμήθεια» · ΔΗΜΟΣ ΛΗΜΝΟΥ" },
      { name: "searchUrl", label: "Διεύθυνση της αναζήτησης", sample: "https://example.org/search?query=…" },
      { name: "frequency", label: "Συχνότητα", sample: "Μία φορά την ημέρα" },
      {
        name: "manageUrl",
        label: "Σύνδεσμος επιβεβαίωσης και διαχείρισης",
        required: true,
        sample: "https://example.org/alerts/…",
      },
      site,
    ],
    defaults: {
      subject: "Επιβεβαίωση ειδοποίησης για νέες πράξεις",
      body: [
        "Ζητήθηκε να λαμβάνει αυτή η διεύθυνση με e-mail τις νέες πράξεις της αναζήτησης:",
        "",
        "{label}",
        "{searchUrl}",
        "",
        "Συχνότητα: {frequency}",
        "",
        "Για να ενεργοποιήσετε την ειδοποίηση, ανοίξτε τον σύνδεσμο και πατήστε «Επιβεβαίωση»:",
        "{manageUrl}",
        "",
        "Αν δεν το ζητήσατε εσείς, αγνοήστε το μήνυμα: δεν θα λάβετε τίποτε άλλο.",
        "",
        SIGNATURE,
      ].join("\n"),
    },
  },
  alertDigest: {
    id: "alertDigest",
    label: "Νέες πράξεις αναζήτησης (ειδοποίηση)",
    sentWhen: "Στους συνδρομητές μιας αναζήτησης, όταν υπάρχουν νέες πράξεις (άμεσα ή ημερήσια).",
    placeholders: [
      { name: "count", label: "Πλήθος νέων πράξεων", sample: "3" },
      { name: "noun", label: "«νέα πράξη» ή «νέες πράξεις»", sample: "νέες πράξεις" },
      { name: "label", label: "Περιγραφή της αναζήτησης", sample: "«προμήθεια» · ΔΗΜΟΣ ΛΗΜΝΟΥ" },
      { name: "shortLabel", label: "Περιγραφή, έως 100 χαρακτήρες", sample: "«προμήθεια» · ΔΗΜΟΣ ΛΗΜΝΟΥ" },
      { name: "from", label: "Αρχή της περιόδου", sample: "23/11/2026 07:00" },
      { name: "to", label: "Τέλος της περιόδου", sample: "24/11/2026 07:00" },
      {
        name: "matches",
        label: "Ο κατάλογος των νέων πράξεων",
        required: true,
        sample:
          "1. ΑΔΑ ΨΛ2Β46ΜΤΛΡ-7ΑΒ: Έγκριση δαπάνης\n   ΔΗΜΟΣ ΛΗΜΝΟΥ · ΕΓΚΡΙΣΗ ΔΑΠΑΝΗΣ\n   https://example.org/decision/view/ΨΛ2Β46ΜΤΛΡ-7ΑΒ\n\n",
      },
      { name: "searchUrl", label: "Διεύθυνση της αναζήτησης", sample: "https://example.org/search?query=…" },
      {
        name: "manageUrl",
        label: "Σύνδεσμος αλλαγής ή κατάργησης",
        required: true,
        sample: "https://example.org/alerts/…",
      },
      site,
    ],
    defaults: {
      subject: "{count} {noun}: {shortLabel}",
      body: [
        "{count} {noun} για την αναζήτηση {label}",
        "αναρτήθηκαν από {from} έως {to}.",
        "",
        "{matches}Όλα τα αποτελέσματα της αναζήτησης: {searchUrl}",
        "",
        "Αλλαγή ή κατάργηση της ειδοποίησης (ένα κλικ): {manageUrl}",
        "",
        SIGNATURE,
      ].join("\n"),
    },
  },
  secondFactorReset: {
    id: "secondFactorReset",
    label: "Επαναφορά ελέγχου δύο βημάτων",
    sentWhen: "Όταν ο διαχειριστής χρηστών απενεργοποιεί τον έλεγχο δύο βημάτων ενός χρήστη (χαμένο κινητό).",
    placeholders: [
      ...person,
      link("https://example.org/profile/two-factor"),
      {
        name: "nextStep",
        label: "Τι πρέπει να κάνει ο χρήστης (ενεργοποίηση ξανά, υποχρεωτική ή προαιρετική)",
        sample: "Μπορείτε να τον ενεργοποιήσετε ξανά από το προφίλ σας:",
      },
      site,
    ],
    defaults: {
      subject: "Επαναφορά ελέγχου δύο βημάτων",
      body: [
        "Αγαπητέ/ή {name},",
        "",
        "Ο διαχειριστής χρηστών απενεργοποίησε τον έλεγχο δύο βημάτων του λογαριασμού {username}: η εφαρμογή ελέγχου και οι κωδικοί ανάκτησης που είχατε δεν ισχύουν πλέον και οι συνδέσεις σας τερματίστηκαν.",
        "{nextStep}",
        "",
        "{url}",
        "",
        "Αν δεν ζητήσατε εσείς την επαναφορά, επικοινωνήστε αμέσως με τον διαχειριστή χρηστών.",
        "",
        SIGNATURE,
      ].join("\n"),
    },
  },
};

export const isMailTemplateId = (id: string): id is MailTemplateId =>
  (MAIL_TEMPLATE_IDS as readonly string[]).includes(id);

const PLACEHOLDER = /\{([^{}\n]*)\}/g;

/** The template with each known `{name}` replaced by its value, in one pass (a value is never re-read). */
export function renderTemplate(text: MailTemplateText, values: Readonly<Record<string, string>>): MailTemplateText {
  const fill = (s: string) => s.replace(PLACEHOLDER, (match, name: string) => (name in values ? values[name] : match));
  return { subject: fill(text.subject), body: fill(text.body) };
}

export type TemplateProblem =
  | { kind: "emptySubject" }
  | { kind: "subjectLines" }
  | { kind: "emptyBody" }
  | { kind: "unknown"; name: string }
  | { kind: "missing"; name: string };

/** What is wrong with `text` as the template `spec`, or null when it may be saved. */
export function templateProblem(spec: MailTemplateSpec, text: MailTemplateText): TemplateProblem | null {
  if (text.subject.trim() === "") return { kind: "emptySubject" };
  if (/[\r\n]/.test(text.subject)) return { kind: "subjectLines" };
  if (text.body.trim() === "") return { kind: "emptyBody" };
  const known = new Set(spec.placeholders.map((p) => p.name));
  const used = new Set<string>();
  for (const match of `${text.subject}\n${text.body}`.matchAll(PLACEHOLDER)) {
    if (!known.has(match[1])) return { kind: "unknown", name: match[1] };
    used.add(match[1]);
  }
  const missing = spec.placeholders.find((p) => p.required && !used.has(p.name));
  return missing ? { kind: "missing", name: missing.name } : null;
}

/** The sample values of every placeholder (the preview). */
export function sampleValues(spec: MailTemplateSpec): Record<string, string> {
  return Object.fromEntries(spec.placeholders.map((p) => [p.name, p.sample]));
}
