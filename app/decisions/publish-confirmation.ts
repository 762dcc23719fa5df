/**
 * What the publishing confirmation shows (SPEC §2 «Μήνυμα επιβεβαίωσης»): the decision's summary
 * and its stored recipients. A plain type, so the page and the dialog components can name it
 * without importing the server module that reads it (publish-page.server.ts).
 */
export interface PublishConfirmation {
  versionId: string;
  summary: { subject: string; protocolNumber: string; issueDate: string; organization: string; decisionType: string };
  recipients: string[];
  /** The organisation's default recipients, notified as well (app/mail/organization-recipients.server.ts). */
  organizationRecipients: string[];
}
