/**
 * Frequently asked questions (SPEC §2 /faq/search, /faq/post; §6 PERM_VIEW_FEEDBACK and
 * PERM_EDIT_FEEDBACK): visitors ask, editors answer and publish or reject, everyone reads and
 * searches what is published. Every change is one transaction with an audit row.
 */
import { and, eq, sql } from "drizzle-orm";
import { writeAudit, type Tx } from "#app/audit.server";
import { hasPermissionAnywhere, type AccessEntry } from "#app/access/permissions";
import { getDb, schema } from "#db/client";
import { likeContaining } from "#db/like";
import { faqQueryFragments, faqSearchText } from "./search-text";

export type FaqStatus = "PENDING" | "PUBLISHED" | "REJECTED";

export interface PublishedFaq {
  id: number;
  question: string;
  answer: string;
  answeredAt: number | null;
}

export interface PendingFaq {
  id: number;
  question: string;
  askerName: string | null;
  askerEmail: string | null;
  createdAt: number;
}

const f = schema.faqEntries;

/** Published questions whose text holds every word of the query (all of them for no query), in the order asked. */
export function searchFaq(query: string): PublishedFaq[] {
  const words = faqQueryFragments(query);
  return getDb()
    .select({ id: f.id, question: f.question, answer: sql<string>`${f.answer}`, answeredAt: f.answeredAt })
    .from(f)
    .where(
      and(eq(f.status, "PUBLISHED"), ...words.map((w) => sql`${f.searchText} LIKE ${likeContaining(w)} ESCAPE '\\'`)),
    )
    .orderBy(f.id)
    .all();
}

/** Questions waiting for an editor, oldest first. */
export function pendingQuestions(): PendingFaq[] {
  return getDb()
    .select({
      id: f.id,
      question: f.question,
      askerName: f.askerName,
      askerEmail: f.askerEmail,
      createdAt: f.createdAt,
    })
    .from(f)
    .where(eq(f.status, "PENDING"))
    .orderBy(f.createdAt, f.id)
    .all();
}

export function findFaq(id: number) {
  return getDb().select().from(f).where(eq(f.id, id)).get() ?? null;
}

export interface QuestionInput {
  question: string;
  name: string | null;
  email: string | null;
}

/** A visitor's question (or a logged-in user's), stored for an editor. */
export function askQuestion(input: QuestionInput, askedBy: number | null, now = Date.now()): number {
  return getDb().transaction((tx) => {
    const { id } = tx
      .insert(f)
      .values({
        question: input.question,
        status: "PENDING",
        askerName: input.name,
        askerEmail: input.email,
        searchText: faqSearchText(input.question, null),
        createdAt: now,
      })
      .returning({ id: f.id })
      .get();
    writeAudit(tx, { userId: askedBy, action: "faq.ask", entityType: "faq", entityId: id, at: now });
    return id;
  });
}

export type FaqChange = { ok: true } | { ok: false; reason: "not-found" | "already-handled" };

/**
 * The editor's answer: the question (which they may tidy) and its answer go public together.
 * Only a waiting question can be answered, so two editors cannot overwrite each other.
 */
export function publishAnswer(
  editorId: number,
  id: number,
  text: { question: string; answer: string },
  now = Date.now(),
): FaqChange {
  return getDb().transaction((tx) => {
    const changed = tx
      .update(f)
      .set({
        question: text.question,
        answer: text.answer,
        status: "PUBLISHED",
        searchText: faqSearchText(text.question, text.answer),
        answeredAt: now,
        answeredBy: editorId,
      })
      .where(and(eq(f.id, id), eq(f.status, "PENDING")))
      .run().changes;
    if (changed === 0) return refusal(tx, id);
    writeAudit(tx, { userId: editorId, action: "faq.publish", entityType: "faq", entityId: id, at: now });
    return { ok: true } as const;
  });
}

export function rejectQuestion(editorId: number, id: number, now = Date.now()): FaqChange {
  return getDb().transaction((tx) => {
    const changed = tx
      .update(f)
      .set({ status: "REJECTED", answeredAt: now, answeredBy: editorId })
      .where(and(eq(f.id, id), eq(f.status, "PENDING")))
      .run().changes;
    if (changed === 0) return refusal(tx, id);
    writeAudit(tx, { userId: editorId, action: "faq.reject", entityType: "faq", entityId: id, at: now });
    return { ok: true } as const;
  });
}

function refusal(tx: Tx, id: number): FaqChange {
  const exists = tx.select({ id: f.id }).from(f).where(eq(f.id, id)).get();
  return { ok: false, reason: exists ? "already-handled" : "not-found" };
}

/**
 * What /faq/search shows: the published questions matching the query and, for those who read
 * feedback (PERM_VIEW_FEEDBACK), the questions waiting for an answer (null for everyone else).
 */
export function faqPage(access: readonly AccessEntry[] | null, query: string) {
  const editor = access !== null && hasPermissionAnywhere(access, "PERM_VIEW_FEEDBACK");
  return { query, entries: searchFaq(query), pending: editor ? pendingQuestions() : null };
}
