/**
 * XML checks with libxml2's xmllint (Debian: libxml2-utils), a real parser outside our code:
 * well-formedness, validation against an XML Schema, and XPath queries (with local-name(), so a
 * default namespace such as Atom's needs no prefix).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function run(args: string[], xml: string | Uint8Array): { status: number | null; stdout: string; stderr: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "xmllint-"));
  const file = path.join(dir, "doc.xml");
  fs.writeFileSync(file, xml);
  try {
    const result = spawnSync("xmllint", [...args, file], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
    if (result.error) throw new Error(`xmllint (Debian: libxml2-utils) must be installed: ${result.error.message}`);
    return result;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Null when the document is well-formed (and valid against `schema` when given), else xmllint's message. */
export function xmlProblems(xml: string | Uint8Array, schema?: string): string | null {
  const result = run(["--noout", ...(schema ? ["--schema", schema] : [])], xml);
  return result.status === 0 ? null : result.stderr;
}

/** The string value of an XPath expression (count(), string(), ...) over the document. */
export function xpath(xml: string | Uint8Array, expression: string): string {
  const result = run(["--xpath", expression], xml);
  // xmllint exits 10 for an empty node set: that is an empty answer, not a failure.
  if (result.status !== 0 && result.status !== 10) throw new Error(result.stderr);
  return result.stdout.trim();
}

/** Shorthand for a local-name() step: el("feed") is *[local-name()='feed']. */
export const el = (name: string) => `*[local-name()='${name}']`;
