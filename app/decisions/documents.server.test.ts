/**
 * Documents the register composes itself (docs/decisions/015), through the /doc routes, against a
 * real SQLite file with seeded decisions: rendered on first request from the version, in real
 * Greek, stored once for a published version (same bytes and ETag ever after), never stored for
 * an unpublished one.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { isPendingDocument } from "#db/pending-documents";
import { useDemoDatabase } from "#tests/support/demo-db";
import { permissionsOfRoles } from "../access/permissions";
import * as docRoute from "../routes/doc.$ada";
import * as versionDocRoute from "../routes/doc.v.$versionId";
import { documentForVersion, servableDocument } from "./documents.server";

const t = useDemoDatabase({
  users: false,
  decisions: { count: 150, seed: 11, now: Date.parse("2026-03-15T10:30:00Z") },
});

const BASE = "http://register.test";
const row = <T>(sql: string, ...params: unknown[]) => t.db.$client.prepare(sql).get(...params) as T;

interface StoredDoc {
  sha256: string;
  size: number;
  content: Buffer | null;
}
const storedDocumentOf = (versionId: string) =>
  row<StoredDoc>(
    `SELECT doc.sha256, doc.size, c.content FROM decision_versions v JOIN documents doc ON doc.id = v.document_id
       LEFT JOIN document_contents c ON c.sha256 = doc.sha256 WHERE v.version_id = ?`,
    versionId,
  );

async function pdfText(bytes: ArrayBuffer | Buffer): Promise<string> {
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(proxy, { mergePages: true })).text.replace(/\s+/g, " ");
}

function getDoc(ada: string, headers: Record<string, string> = {}, method = "GET") {
  const request = new Request(`${BASE}/doc/${encodeURIComponent(ada)}`, { method, headers });
  return docRoute.loader({ request, params: { ada }, context: {} });
}

describe("/doc/{ada} for a seeded decision", () => {
  interface Published {
    ada: string;
    versionId: string;
    subject: string;
    org: string;
  }
  let decision: Published;
  beforeAll(() => {
    decision = row<Published>(
      `SELECT d.ada, v.version_id AS versionId, v.subject, o.label AS org FROM decisions d
         JOIN decision_versions v ON v.version_id = d.latest_version_id JOIN organizations o ON o.uid = d.org_uid
        WHERE d.status = 'PUBLISHED' AND v.subject GLOB '*[άέήίόύώ]*' ORDER BY d.id LIMIT 1`,
    );
    expect(decision, "the seed should publish a decision with an accented subject").toBeTruthy();
  });

  it("is pending until first asked for, then a PDF with the exact Greek subject, ADA and body", async () => {
    expect(isPendingDocument(storedDocumentOf(decision.versionId))).toBe(true);
    const response = await getDoc(decision.ada);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const body = await response.arrayBuffer();
    expect(Number(response.headers.get("Content-Length"))).toBe(body.byteLength);
    const text = await pdfText(body);
    expect(text).toContain(`ΘΕΜΑ: ${decision.subject}`);
    expect(text).toContain(`ΑΔΑ: ${decision.ada}`);
    expect(text).toContain(decision.org);
  });

  it("is stored by the first request, original and stamped copy, so later ones send the same bytes under the same ETag", async () => {
    const original = storedDocumentOf(decision.versionId);
    expect(isPendingDocument(original)).toBe(false);
    expect(original.size).toBe(original.content?.length);
    // The public file is the stamped, signed copy of the original, which is kept as it was.
    const stamped = row<StoredDoc & { originalSha256: string }>(
      `SELECT doc.sha256, doc.size, c.content, s.original_sha256 AS originalSha256 FROM stamped_documents s
         JOIN documents doc ON doc.id = s.document_id JOIN document_contents c ON c.sha256 = doc.sha256
         WHERE s.version_id = ?`,
      decision.versionId,
    );
    expect(stamped.originalSha256).toBe(original.sha256);
    expect(stamped.sha256).not.toBe(original.sha256);

    const again = await getDoc(decision.ada);
    expect(again.headers.get("ETag")).toBe(`"${stamped.sha256}"`);
    expect(Buffer.from(await again.arrayBuffer()).equals(stamped.content!)).toBe(true);
    const revalidated = await getDoc(decision.ada, { "If-None-Match": `"${stamped.sha256}"` });
    expect(revalidated.status).toBe(304);
  });

  it("answers HEAD for a pending document with the size the GET will send", async () => {
    const other = row<{ ada: string; versionId: string }>(
      `SELECT d.ada, d.latest_version_id AS versionId FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
         JOIN documents doc ON doc.id = v.document_id WHERE d.status = 'PUBLISHED' AND doc.sha256 = '' LIMIT 1`,
    );
    const head = await getDoc(other.ada, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const get = await getDoc(other.ada);
    expect(get.headers.get("ETag")).toBe(head.headers.get("ETag"));
    expect((await get.arrayBuffer()).byteLength).toBe(Number(head.headers.get("Content-Length")));
  });

  it("stores one rendering when two first requests race", async () => {
    const ada = row<{ ada: string }>(
      `SELECT d.ada FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
         JOIN documents doc ON doc.id = v.document_id WHERE d.status = 'PUBLISHED' AND doc.sha256 = '' LIMIT 1`,
    ).ada;
    const [a, b] = await Promise.all([getDoc(ada), getDoc(ada)]);
    expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"));
    expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
  });

  it("keeps each version of a corrected copy (ορθή επανάληψη) with its own subject", async () => {
    const versions = t.db.$client
      .prepare(
        `SELECT v.version_id AS versionId, v.subject FROM decision_versions v JOIN decisions d ON d.id = v.decision_id
          WHERE d.id = (SELECT decision_id FROM decision_versions WHERE version_number = 2 LIMIT 1) ORDER BY v.version_number`,
      )
      .all() as { versionId: string; subject: string }[];
    expect(versions).toHaveLength(2);
    for (const v of versions) {
      const request = new Request(`${BASE}/doc/v/${v.versionId}`);
      const response = await versionDocRoute.loader({
        request,
        params: { versionId: v.versionId },
        context: {},
      });
      expect(response.status).toBe(200);
      expect(await pdfText(await response.arrayBuffer())).toContain(`ΘΕΜΑ: ${v.subject}`);
    }
    expect(versions[1].subject).toMatch(/Ορθή επανάληψη|ΟΡΘΗ ΕΠΑΝΑΛΗΨΗ/);
  });
});

describe("an unpublished version's document", () => {
  it("is rendered for its staff without an ADA and never stored (its content may still change)", async () => {
    const submitted = row<{ versionId: string; org: string; subject: string; protocol: string }>(
      `SELECT v.version_id AS versionId, d.org_uid AS org, v.subject, v.protocol_number AS protocol FROM decisions d
         JOIN decision_versions v ON v.version_id = d.latest_version_id WHERE d.status = 'SUBMITTED' LIMIT 1`,
    );
    const found = documentForVersion(submitted.versionId, [
      {
        organizationId: submitted.org,
        roles: ["ROLE_ORG_SUBMITTER"],
        permissions: permissionsOfRoles(["ROLE_ORG_SUBMITTER"]),
      },
    ]);
    expect(found.kind).toBe("found");
    if (found.kind !== "found") return;
    const { file, bytes } = await servableDocument(found.doc);
    const pdf = bytes()!;
    expect(file.size).toBe(pdf.byteLength);
    const text = await pdfText(pdf);
    expect(text).toContain(`ΘΕΜΑ: ${submitted.subject}`);
    expect(text).toContain(`Αρ. πρωτ.: ${submitted.protocol}`);
    expect(text).not.toContain("ΑΔΑ:");
    expect(isPendingDocument(storedDocumentOf(submitted.versionId))).toBe(true);
  });

  it("is hidden from the public", () => {
    const versionId = row<{ v: string }>(
      "SELECT latest_version_id AS v FROM decisions WHERE status = 'SUBMITTED' LIMIT 1",
    ).v;
    expect(documentForVersion(versionId, null).kind).toBe("hidden");
  });
});
