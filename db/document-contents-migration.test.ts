/**
 * Migration 0023 (docs/decisions/098) on a database written before it: each file's bytes move to
 * `document_contents` once per content, every document still reads its own bytes, and a document
 * not rendered yet stays without bytes.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, expect, it } from "vitest";
import { documentContent } from "#app/documents/content-store.server";
import { schema } from "./client";
import { applyMigrations } from "./migrate";

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migration-0023-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before 0023: the same files, the journal cut before it. */
function migrationsBefore(tag: string): string {
  const folder = path.join(dir, "migrations");
  fs.cpSync(path.join(here, "migrations"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut, `migration ${tag} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

it("moves each content once, keeps every document's bytes, and leaves pending documents without bytes", () => {
  const sqlite = new Database(path.join(dir, "portal.db"));
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: migrationsBefore("0023_document_contents") });

  const insert = sqlite.prepare(
    "INSERT INTO documents (sha256, filename, mime_type, size, content, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const hash = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");
  const same = Buffer.from("%PDF-1.4 the same decision");
  const other = Buffer.from("%PDF-1.4 another decision");
  const ids = {
    first: Number(insert.run(hash(same), "a.pdf", "application/pdf", same.length, same, 2000).lastInsertRowid),
    again: Number(insert.run(hash(same), "b.pdf", "application/pdf", same.length, same, 1000).lastInsertRowid),
    other: Number(insert.run(hash(other), "c.pdf", "application/pdf", other.length, other, 3000).lastInsertRowid),
    pending: Number(insert.run("", "d.pdf", "application/pdf", 0, Buffer.alloc(0), 4000).lastInsertRowid),
  };

  applyMigrations(db);

  const contents = sqlite
    .prepare("SELECT sha256, size, created_at AS createdAt FROM document_contents ORDER BY created_at")
    .all();
  expect(contents).toEqual([
    { sha256: hash(same), size: same.length, createdAt: 1000 },
    { sha256: hash(other), size: other.length, createdAt: 3000 },
  ]);
  expect(documentContent(db, ids.first)!.equals(same)).toBe(true);
  expect(documentContent(db, ids.again)!.equals(same)).toBe(true);
  expect(documentContent(db, ids.other)!.equals(other)).toBe(true);
  expect(documentContent(db, ids.pending)).toBeNull();
  const columns = (sqlite.prepare("PRAGMA table_info(documents)").all() as { name: string }[]).map((c) => c.name);
  expect(columns).not.toContain("content");
  sqlite.close();
});
