/**
 * The PDF of a decision that the register composes itself (a version without an uploaded file,
 * such as the synthetic decisions of the seed): A4, the heading, the identifiers, the subject, the
 * recorded details and the signers, in real Greek text.
 *
 * pdfkit lays the text out and embeds a subset of DejaVu Sans (./fonts.ts) with a ToUnicode map,
 * so viewers show every accent and text tools (pdftotext, pdf.js, screen readers) give back the
 * exact Unicode. Pure: node and pdfkit only, no database, no framework.
 *
 * The same input always gives the same bytes (the creation date is an input, not the clock), so
 * a stored document, its SHA-256 and its ETag never depend on when it was rendered.
 * About 2-3 ms and 15-25 KB a document with the fonts kept parsed (./fonts.ts): a million would
 * still take most of an hour and 20 GB at seed time, which is why documents are rendered on
 * first request and stored (docs/decisions/015).
 */
import PDFDocument from "pdfkit";
import { startsWithPdfMagic } from "../fields/upload.rule";
import { formatDate } from "#shared/dates";
import { documentFonts } from "./fonts";

export interface DecisionPdfDetail {
  label: string;
  value: string;
}

export interface DecisionPdfInput {
  /** The ADA; null or empty for a decision that is not published yet. */
  ada?: string | null;
  subject: string;
  /** The issuing organisation's label. */
  organization: string;
  /** Issuing units, top to bottom. */
  units?: readonly string[];
  /** ISO YYYY-MM-DD (shown dd/MM/yyyy) or already formatted text. */
  issueDate: string;
  protocolNumber: string;
  /** The decision type's label. */
  decisionType?: string;
  /** Recorded details as label/value pairs (amount, extra fields). */
  details?: readonly DecisionPdfDetail[];
  /** Body text, one paragraph per entry. */
  lines?: readonly string[];
  /** Names of the signers. */
  signers?: readonly string[];
  /** A small note at the end, e.g. where the text came from. */
  footnote?: string;
  /** The document's creation date (epoch ms), written into its metadata. */
  createdAt: number;
}

const MARGIN = 56;
const GREY = "#444444";

/** A one-or-more-page A4 PDF of the decision. */
export function renderDecisionPdf(input: DecisionPdfInput): Promise<Buffer> {
  const fonts = documentFonts();
  const title = input.ada ? `ΑΔΑ: ${input.ada}` : `Αρ. πρωτ.: ${input.protocolNumber}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // The starting font: without one pdfkit loads Helvetica's metrics for every document. pdfkit
    // accepts a font source here (its types say a name only).
    font: fonts.regular as unknown as string,
    lang: "el-GR",
    displayTitle: true,
    info: {
      Title: title,
      Subject: input.subject,
      Author: input.organization,
      Creator: "Μητρώο πράξεων",
      CreationDate: new Date(input.createdAt),
    },
  });
  const done = collect(doc);
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const width = doc.page.width - 2 * MARGIN;

  doc.font("bold").fontSize(11).text("ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ");
  doc.text(input.organization);
  doc.font("regular").fontSize(10);
  for (const unit of input.units ?? []) doc.text(unit);

  doc.moveDown();
  if (input.ada) labelled(doc, "ΑΔΑ", input.ada);
  labelled(doc, "Αρ. πρωτ.", input.protocolNumber);
  labelled(doc, "Ημερομηνία έκδοσης", formatDate(input.issueDate) || input.issueDate);
  if (input.decisionType) labelled(doc, "Είδος πράξης", input.decisionType);

  doc.moveDown();
  doc.font("bold").fontSize(12).text(`ΘΕΜΑ: ${input.subject}`, { width });

  if (input.details?.length) {
    doc.moveDown();
    for (const { label, value } of input.details) labelled(doc, label, value);
  }
  if (input.lines?.length) {
    doc.moveDown();
    doc.font("regular").fontSize(10);
    for (const paragraph of input.lines) doc.text(paragraph, { width, paragraphGap: 4 });
  }
  if (input.signers?.length) {
    doc.moveDown(2);
    doc.font("bold").fontSize(10);
    for (const name of input.signers) doc.text(name, { width, align: "right" });
  }
  if (input.footnote) {
    doc.moveDown(2);
    doc.font("regular").fontSize(8).fillColor(GREY).text(input.footnote, { width });
  }
  doc.end();
  return done;
}

/** "Label: value" with the label in bold, wrapped to the text width. */
function labelled(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font("bold").fontSize(10).text(`${label}: `, { continued: true });
  doc.font("regular").text(value);
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** Whether a buffer starts like a PDF file. */
export const looksLikePdf = startsWithPdfMagic;
