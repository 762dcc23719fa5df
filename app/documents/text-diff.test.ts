import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { insertDocument } from "./content-store.server";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { documentTextLines } from "./document-text.server";
import { diffLines, textLines } from "./text-diff";

describe("diffLines", () => {
  it("keeps common lines, marks removed and added ones, and cuts long unchanged runs to context", () => {
    const before = ["Α", "Β", "Γ", "Δ", "Ε", "Ζ", "Η", "Θ"];
    const after = ["Α", "Β", "Γ", "Δ", "Ε", "Ζ", "Η νέο", "Θ", "Ι"];
    expect(diffLines(before, after)).toEqual([
      { kind: "skipped", lines: 4 },
      { kind: "same", text: "Ε" },
      { kind: "same", text: "Ζ" },
      { kind: "removed", text: "Η" },
      { kind: "added", text: "Η νέο" },
      { kind: "same", text: "Θ" },
      { kind: "added", text: "Ι" },
    ]);
  });

  it("finds no change in the same text, and refuses texts too long to compare", () => {
    expect(diffLines(["x", "y"], ["x", "y"])).toEqual([]);
    expect(diffLines(Array(5000).fill("x"), ["x"])).toBeNull();
  });

  it("reads lines with runs of spaces made one and blank lines left out", () => {
    expect(textLines("  Πρώτη   γραμμή \n\n Δεύτερη\r\n")).toEqual(["Πρώτη γραμμή", "Δεύτερη"]);
  });
});

describe("documentTextLines", () => {
  let t: TestDatabase;
  beforeAll(() => {
    t = createTestDatabase();
    setDb(t.db);
  });
  afterAll(() => {
    setDb(undefined);
    t.cleanup();
  });
  const store = (content: Buffer) =>
    insertDocument(t.db, { filename: "a.pdf", mimeType: "application/pdf", bytes: content, createdAt: Date.now() }).id;

  it("gives the text of a stored PDF, and null for one without text or not a PDF", async () => {
    expect(await documentTextLines(store(tinyPdf("Decision text")))).toEqual(["Decision text"]);
    expect(await documentTextLines(store(Buffer.from("%PDF-1.4\nnot really\n")))).toBeNull();
  });
});
