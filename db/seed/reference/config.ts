/**
 * Default mail templates and configuration entries (SPEC §7 /config/*). Placeholders in templates
 * are {name}; the mail module fills them. Inserted only when missing, so administrators' edits
 * survive a re-seed.
 */
import type { Db } from "#db/client";

export const MAIL_TEMPLATES: { id: string; subject: string; body: string }[] = [
  {
    id: "DECISION_PUBLISHED",
    subject: "Ανάρτηση πράξης {ada}",
    body:
      "Αναρτήθηκε η πράξη με ΑΔΑ {ada} του φορέα {organization}.\n\n" +
      "Θέμα: {subject}\nΗμερομηνία έκδοσης: {issueDate}\n\nΔείτε την πράξη: {url}\n",
  },
  {
    id: "DECISION_REVOCATION_REQUESTED",
    subject: "Αίτημα ανάκλησης ανάρτησης {ada}",
    body: "Υποβλήθηκε αίτημα ανάκλησης της ανάρτησης της πράξης {ada}.\n\nΑιτιολογία: {reason}\n\n{url}\n",
  },
  {
    id: "DECISION_REVOKED",
    subject: "Ανάκληση ανάρτησης {ada}",
    body: "Η ανάρτηση της πράξης {ada} ανακλήθηκε.\n\nΑιτιολογία: {reason}\n\n{url}\n",
  },
  {
    id: "USER_ACTIVATION",
    subject: "Ενεργοποίηση λογαριασμού",
    body: "Καλώς ήρθατε, {name}.\n\nΓια να ενεργοποιήσετε τον λογαριασμό σας ακολουθήστε τον σύνδεσμο:\n{url}\n",
  },
  {
    id: "PASSWORD_RESET",
    subject: "Επαναφορά κωδικού πρόσβασης",
    body:
      "Λάβαμε αίτημα επαναφοράς του κωδικού σας.\n\nΑκολουθήστε τον σύνδεσμο μέσα σε 1 ώρα:\n{url}\n\n" +
      "Αν δεν κάνατε εσείς το αίτημα, αγνοήστε αυτό το μήνυμα.\n",
  },
  {
    id: "NOTICE",
    subject: "Ανακοίνωση: {title}",
    body: "{message}\n",
  },
];

/** category -> key -> value (JSON). */
export const CONFIG_ENTRIES: Record<string, Record<string, unknown>> = {
  mail: {
    from: "Μητρώο Πράξεων <noreply@example.org>",
    transport: "outbox",
    outboxDir: "./data/outbox",
    smtpUrl: null,
  },
  notifyRecipients: { enabled: true, maxRecipients: 50 },
  "search.opendata": { defaultPageSize: 10, maxPageSize: 500, defaultSort: "recent" },
  "search.lumiview": { defaultPageSize: 10, maxPageSize: 100, facetValues: 5, countCap: 10000 },
  "search.lumiview_export": { maxPageSize: 500, formats: ["xml", "json", "xls"] },
  index_servers: { engine: "fts5", servers: [] },
  "vat.ggps": { url: null, timeoutMs: 5000 },
  "vat.vies": { url: "https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number", timeoutMs: 5000 },
};

export function loadConfig(db: Db): void {
  const sqlite = db.$client;
  const template = sqlite.prepare("INSERT OR IGNORE INTO mail_templates (id, subject, body) VALUES (?, ?, ?)");
  for (const t of MAIL_TEMPLATES) template.run(t.id, t.subject, t.body);
  const entry = sqlite.prepare("INSERT OR IGNORE INTO config_entries (category, key, value) VALUES (?, ?, ?)");
  for (const [category, values] of Object.entries(CONFIG_ENTRIES)) {
    for (const [key, value] of Object.entries(values)) entry.run(category, key, JSON.stringify(value));
  }
}
