/**
 * The e-mails of a search alert, in Greek plain text like every mail of the register
 * (app/mail/templates.ts), and their unsubscribe headers: RFC 2369 List-Unsubscribe with the alert's
 * one-click address and RFC 8058 List-Unsubscribe-Post, so a mail client's "unsubscribe" button
 * ends the alert with one POST and no login. Pure.
 */
import { formatDate, formatDateTime } from "#shared/dates";
import type { SearchDocument } from "#search/engine";
import { formatAmount } from "../format";
import type { MailTemplateText } from "../mail/template-catalogue";
import { composeMail, type MailContent } from "../mail/templates";
import { FREQUENCY_LABEL, type AlertFrequency } from "./alert";

export interface AlertLinks {
  /** Absolute address of the followed search. */
  searchUrl: string;
  /** Absolute address of the alert's own page (confirm, change, unsubscribe). */
  manageUrl: string;
  /** Absolute RFC 8058 one-click address. */
  unsubscribeUrl: string;
}

export function unsubscribeHeaders(links: AlertLinks): Record<string, string> {
  return {
    "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The double opt-in: the alert starts only once the address's owner opens the link and confirms. */
export function alertConfirmationMail(
  m: { label: string; frequency: AlertFrequency; links: AlertLinks },
  template?: MailTemplateText,
): MailContent {
  return composeMail(
    "alertConfirmation",
    {
      label: m.label,
      searchUrl: m.links.searchUrl,
      frequency: FREQUENCY_LABEL[m.frequency],
      manageUrl: m.links.manageUrl,
    },
    template,
  );
}

function matchLines(doc: SearchDocument, index: number, decisionUrl: (ada: string) => string): string[] {
  const facts = [doc.orgLabel, doc.decisionTypeLabel, `έκδοση ${formatDate(doc.issueDate)}`];
  if (doc.amount !== null) facts.push(formatAmount(doc.amount));
  return [`${index + 1}. ΑΔΑ ${doc.ada}: ${doc.subject}`, `   ${facts.join(" · ")}`, `   ${decisionUrl(doc.ada)}`, ""];
}

export interface DigestInput {
  label: string;
  frequency: AlertFrequency;
  /** The newest matches, newest first (at most MAX_LISTED). */
  matches: readonly SearchDocument[];
  /** How many new matches there are in all (`countIsExact` false: at least that many). */
  count: number;
  countIsExact: boolean;
  /** The period covered: first publications after `from` and up to `to`. */
  from: number;
  to: number;
  decisionUrl: (ada: string) => string;
  links: AlertLinks;
}

/** New matches of a followed search: the daily digest, or an immediate notice. */
export function alertDigestMail(m: DigestInput, template?: MailTemplateText): MailContent {
  const count = `${m.count.toLocaleString("el-GR")}${m.countIsExact ? "" : "+"}`;
  const listed = m.matches.length < m.count ? [`Οι ${m.matches.length} πιο πρόσφατες:`, ""] : [];
  const lines = [...listed, ...m.matches.flatMap((doc, i) => matchLines(doc, i, m.decisionUrl))];
  return composeMail(
    "alertDigest",
    {
      count,
      noun: m.count === 1 ? "νέα πράξη" : "νέες πράξεις",
      label: m.label,
      shortLabel: m.label.length > 100 ? `${m.label.slice(0, 97)}...` : m.label,
      from: formatDateTime(m.from),
      to: formatDateTime(m.to),
      // Each line with its line break, so an empty list leaves no blank line behind.
      matches: lines.map((line) => `${line}\n`).join(""),
      searchUrl: m.links.searchUrl,
      manageUrl: m.links.manageUrl,
    },
    template,
  );
}
