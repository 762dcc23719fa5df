/**
 * The document text in search (issue 10), with JavaScript off and on: a decision is published
 * with a PDF whose text has a word its subject does not; searching that word (in capitals, without
 * accents) finds the decision, and the result shows the word marked in a passage of the document.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { submitAndPublish, validDecision } from "./support/decision-form";
import { renderDecisionPdf } from "#app/documents/pdf";

const GREEK = "αβγδεζηθικλμνξοπρστυφχψω";

/** A Greek word no other decision has: a stem and the run's time in Greek letters. */
function uniqueWord(project: string): string {
  const stamp = `${Date.now()}${project.length}`;
  return `αποχιονισμού${[...stamp].map((d) => GREEK[Number(d) * 2]).join("")}`;
}

async function publishWithDocument(page: Page, subject: string, word: string): Promise<string> {
  const pdf = await renderDecisionPdf({
    subject,
    organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
    issueDate: "2025-01-15",
    protocolNumber: "100/2025",
    lines: [
      "Η Οικονομική Επιτροπή, αφού έλαβε υπόψη την εισήγηση της υπηρεσίας,",
      "αποφασίζει την προμήθεια υλικών.",
      `Αντικείμενο: ${word} ορεινών δρόμων.`,
    ],
    createdAt: Date.parse("2025-01-15T09:00:00Z"),
  });
  return submitAndPublish(page, {
    ...validDecision(subject),
    pdf: { name: "apofasi.pdf", mimeType: "application/pdf", buffer: pdf },
  });
}

test("a word only in a decision's PDF finds it, marked in a passage of the document", async ({ page }, info) => {
  const word = uniqueWord(info.project.name);
  const subject = `ΠΡΟΜΗΘΕΙΑ ΥΛΙΚΩΝ ΧΕΙΜΕΡΙΝΗΣ ΣΥΝΤΗΡΗΣΗΣ ${info.project.name} ${Date.now()}`;
  const ada = await publishWithDocument(page, subject, word);

  // Typed in capitals without the accent: the same word for the index.
  const typed = word.toLocaleUpperCase("el").normalize("NFD").replace(/\p{M}/gu, "");
  await page.goto(`/search?query=${encodeURIComponent(typed)}`);
  const results = page.getByRole("list", { name: "Αποτελέσματα αναζήτησης" });
  const item = results.getByRole("listitem").filter({ hasText: ada });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("heading", { name: subject })).toBeVisible();
  // The subject has no such word: nothing is marked there; the document's passage marks it.
  await expect(item.getByRole("heading").locator("mark")).toHaveCount(0);
  const passage = item.locator(".govgr-result__passage");
  await expect(passage).toContainText("Στο κείμενο του εγγράφου:");
  await expect(passage).toContainText(`Αντικείμενο: ${word} ορεινών δρόμων.`);
  await expect(passage.locator("mark")).toHaveText([word]);

  // A word of the subject is marked in the subject.
  await page.goto(`/search?query=${encodeURIComponent(`χειμερινησ ${word}`)}`);
  const again = page
    .getByRole("list", { name: "Αποτελέσματα αναζήτησης" })
    .getByRole("listitem")
    .filter({ hasText: ada });
  await expect(again.getByRole("heading").locator("mark")).toHaveText(["ΧΕΙΜΕΡΙΝΗΣ"]);
});
