/**
 * The e-mails the register sends, in Greek. Plain text only: it reads well in every mail client
 * and in screen readers, and it cannot carry markup injected through a decision's subject.
 */
import { SITE_NAME } from "../shell/site";

export interface MailContent {
  subject: string;
  text: string;
}

export interface PublicationMailInput {
  ada: string;
  subject: string;
  organization: string;
  decisionType: string;
  /** Absolute address of the decision's page. */
  url: string;
  /** Absolute address of its document (PDF). */
  documentUrl: string;
}

/** Notice to the recipients of a decision that it has been published (SPEC §2 publishing dialog). */
export function publicationMail(m: PublicationMailInput): MailContent {
  // Subjects longer than a line are folded by mail clients; keep the ADA at the front.
  const shortSubject = m.subject.length > 120 ? `${m.subject.slice(0, 117)}...` : m.subject;
  return {
    subject: `Ανάρτηση πράξης ΑΔΑ ${m.ada}: ${shortSubject}`,
    text: [
      "Σας ενημερώνουμε ότι αναρτήθηκε η παρακάτω πράξη.",
      "",
      `ΑΔΑ: ${m.ada}`,
      `Θέμα: ${m.subject}`,
      `Φορέας: ${m.organization}`,
      `Είδος πράξης: ${m.decisionType}`,
      "",
      `Η πράξη: ${m.url}`,
      `Το έγγραφο: ${m.documentUrl}`,
      "",
      `— ${SITE_NAME}`,
      "Το μήνυμα στάλθηκε αυτόματα· μην απαντήσετε σε αυτό.",
    ].join("\n"),
  };
}

// ---- Users and security (issue 13): links that confirm a person's own request.

const ignoreIfNotYou = "Αν δεν κάνατε εσείς αυτό το αίτημα, αγνοήστε το μήνυμα: δεν θα γίνει καμία αλλαγή.";
const signature = [`— ${SITE_NAME}`, "Το μήνυμα στάλθηκε αυτόματα· μην απαντήσετε σε αυτό."];

/** The activation link after a registration (SPEC §7 /security/activation?uac=). */
export function activationMail(m: { name: string; username: string; url: string; hours: number }): MailContent {
  return {
    subject: `Ενεργοποίηση λογαριασμού ${m.username}`,
    text: [
      `Αγαπητέ/ή ${m.name},`,
      "",
      `Λάβαμε αίτημα εγγραφής με όνομα χρήστη ${m.username}. Για να ενεργοποιήσετε τον λογαριασμό σας, ανοίξτε τον σύνδεσμο:`,
      "",
      m.url,
      "",
      `Ο σύνδεσμος ισχύει για ${m.hours} ώρες και μία μόνο φορά.`,
      ignoreIfNotYou,
      "",
      ...signature,
    ].join("\n"),
  };
}

export function passwordResetMail(m: { name: string; username: string; url: string; minutes: number }): MailContent {
  return {
    subject: "Ορισμός νέου κωδικού πρόσβασης",
    text: [
      `Αγαπητέ/ή ${m.name},`,
      "",
      `Λάβαμε αίτημα για νέο κωδικό πρόσβασης του λογαριασμού ${m.username}. Για να ορίσετε νέο κωδικό, ανοίξτε τον σύνδεσμο:`,
      "",
      m.url,
      "",
      `Ο σύνδεσμος ισχύει για ${m.minutes} λεπτά και μία μόνο φορά.`,
      ignoreIfNotYou,
      "",
      ...signature,
    ].join("\n"),
  };
}

export function emailChangeMail(m: { name: string; username: string; url: string; hours: number }): MailContent {
  return {
    subject: "Επιβεβαίωση νέας διεύθυνσης ηλεκτρονικού ταχυδρομείου",
    text: [
      `Αγαπητέ/ή ${m.name},`,
      "",
      `Ζητήθηκε αυτή η διεύθυνση να γίνει η διεύθυνση του λογαριασμού ${m.username}. Για να το επιβεβαιώσετε, ανοίξτε τον σύνδεσμο:`,
      "",
      m.url,
      "",
      `Ο σύνδεσμος ισχύει για ${m.hours} ώρες και μία μόνο φορά.`,
      ignoreIfNotYou,
      "",
      ...signature,
    ].join("\n"),
  };
}

/** Issue 13 (H7): an administrator reset the user's second factor (lost phone). */
export function secondFactorResetMail(m: {
  name: string;
  username: string;
  url: string;
  required: boolean;
}): MailContent {
  return {
    subject: "Επαναφορά ελέγχου δύο βημάτων",
    text: [
      `Αγαπητέ/ή ${m.name},`,
      "",
      `Ο διαχειριστής χρηστών απενεργοποίησε τον έλεγχο δύο βημάτων του λογαριασμού ${m.username}: η εφαρμογή ελέγχου και οι κωδικοί ανάκτησης που είχατε δεν ισχύουν πλέον και οι συνδέσεις σας τερματίστηκαν.`,
      m.required
        ? "Στην επόμενη σύνδεσή σας θα σας ζητηθεί να ενεργοποιήσετε ξανά τον έλεγχο δύο βημάτων, όπως απαιτείται για τους διαχειριστές:"
        : "Μπορείτε να τον ενεργοποιήσετε ξανά από το προφίλ σας:",
      "",
      m.url,
      "",
      "Αν δεν ζητήσατε εσείς την επαναφορά, επικοινωνήστε αμέσως με τον διαχειριστή χρηστών.",
      "",
      ...signature,
    ].join("\n"),
  };
}
