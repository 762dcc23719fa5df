/** Frequently asked questions on a real SQLite file: asking, answering, rejecting, searching. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditOf } from "#app/audit.server";
import { insertUser } from "#app/decisions/testing/fixtures";
import { setDb } from "#db/client";
import { seedFaq, SEED_FAQ } from "#db/seed/faq";
import { createTestDatabase } from "#tests/support/test-db";
import {
  askQuestion,
  faqPage,
  findFaq,
  pendingQuestions,
  publishAnswer,
  rejectQuestion,
  searchFaq,
} from "./faq.server";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
let editorId: number;

beforeAll(() => {
  setDb(testDb.db);
  seedFaq(testDb.db);
  editorId = insertUser(testDb.db, ["ROLE_FEEDBACK_EDITOR"], "0").id;
});

describe("frequently asked questions", () => {
  it("lists the seeded questions in order, and finds them whatever the accents and case", () => {
    expect(searchFaq("").map((e) => e.question)).toEqual(SEED_FAQ.map((e) => e.question));
    expect(searchFaq("ΑΝΑΚΛΗΘΕΙΣΑ").map((e) => e.question)).toContain(
      "Τι σημαίνει ότι μια πράξη είναι «Ανακληθείσα» ή «Εν αναμονή ανάκλησης»;",
    );
    // Every word must match: "ορθή επανάληψη" appears together in one answer, "ορθή πίτσα" nowhere.
    expect(searchFaq("ορθη επαναληψη").length).toBeGreaterThan(0);
    expect(searchFaq("ορθή πίτσα")).toEqual([]);
    // Punctuation, LIKE's wildcards included, is not part of any word.
    expect(searchFaq("ΑΔΑ%_")).toEqual(searchFaq("αδα"));
    expect(searchFaq("αδα").length).toBeGreaterThan(0);
  });

  it("keeps a question out of public view until an editor publishes it with its answer", () => {
    const id = askQuestion({ question: "Πώς βρίσκω πράξεις με ποσό;", name: "Ελένη", email: "eleni@example.gr" }, null);
    expect(pendingQuestions().map((p) => [p.id, p.askerName])).toEqual([[id, "Ελένη"]]);
    expect(searchFaq("ποσό")).toEqual([]);

    expect(
      publishAnswer(editorId, id, { question: "Πώς βρίσκω πράξεις με ποσό;", answer: "Με το φίλτρο ποσού." }),
    ).toEqual({ ok: true });
    expect(searchFaq("φιλτρο ποσου").map((e) => e.id)).toEqual([id]);
    expect(pendingQuestions()).toEqual([]);
    expect(auditOf("faq", id).map((a) => [a.action, a.userId])).toEqual([
      ["faq.ask", null],
      ["faq.publish", editorId],
    ]);
    // A second editor cannot answer it again, nor reject it.
    expect(publishAnswer(editorId, id, { question: "x", answer: "y" })).toEqual({
      ok: false,
      reason: "already-handled",
    });
    expect(rejectQuestion(editorId, id)).toEqual({ ok: false, reason: "already-handled" });
    expect(findFaq(id)?.answer).toBe("Με το φίλτρο ποσού.");
  });

  it("rejects a question for good; an unknown one is not found", () => {
    const id = askQuestion({ question: "Διαφήμιση προϊόντων εδώ", name: null, email: null }, null);
    expect(rejectQuestion(editorId, id)).toEqual({ ok: true });
    expect(findFaq(id)?.status).toBe("REJECTED");
    expect(searchFaq("διαφημιση")).toEqual([]);
    expect(rejectQuestion(editorId, 999_999)).toEqual({ ok: false, reason: "not-found" });
  });

  it("shows the waiting questions to feedback readers only", () => {
    const id = askQuestion({ question: "Πού βρίσκω τις ανακλήσεις;", name: null, email: null }, null);
    const editor = [
      { organizationId: "0", roles: ["ROLE_FEEDBACK_EDITOR" as const], permissions: ["PERM_VIEW_FEEDBACK" as const] },
    ];
    expect(faqPage(editor, "").pending?.map((p) => p.id)).toContain(id);
    expect(faqPage(null, "").pending).toBeNull();
    expect(
      faqPage([{ organizationId: "6013", roles: ["ROLE_ORG_PUBLISHER"], permissions: [] }], "").pending,
    ).toBeNull();
    rejectQuestion(editorId, id);
  });
});
