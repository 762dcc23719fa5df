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
