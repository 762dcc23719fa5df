/**
 * An attachment's download address (issue 9), /doc/v/{versionId}/attachments/{attachmentId},
 * against a real SQLite file: hidden before publication except from the version's own staff,
 * public after it with a download disposition (the Greek name per RFC 6266), the stored type, an
 * ETag of its checksum and the published-version cache policy; another version's id is not found.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema, setDb } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { publishDecision } from "#app/decisions/publish.server";
import { submitDecision } from "#app/decisions/submit.server";
import {
  FIELDS,
  input,
  insertFixtures,
  insertUser,
  pdf,
  pdfAttachment,
  type TestUser,
} from "#app/decisions/testing/fixtures";
import { cacheControl } from "#app/http/cache-policy";
import { paths } from "#app/paths";
import * as route from "../routes/doc.v.$versionId_.attachments.$attachmentId";
import { attachmentForVersion } from "./documents.server";
import { addAttachment, attachmentsOf } from "./lifecycle/attachments.server";

let t: TestDatabase;
let submitter: TestUser;
let publisher: TestUser;
let stranger: TestUser;
beforeAll(() => {
  t = createTestDatabase();
  setDb(t.db);
  insertFixtures(t.db);
  insertFixtures(t.db, "7001", "ΑΒΓ");
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
  stranger = insertUser(t.db, ["ROLE_ORG_PUBLISHER"], "7001");
});
afterAll(() => {
  setDb(undefined);
  t.cleanup();
});

const NOW = Date.UTC(2026, 3, 1, 9);

function download(versionId: string, attachmentId: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://register.test${paths.attachment(versionId, attachmentId)}`, { headers });
  return route.loader({ request, params: { versionId, attachmentId }, context: {} });
}

describe("an attachment's download address", () => {
  it("is hidden before publication, public after it, as a download with its Greek name", async () => {
    const { decisionId, versionId } = submitDecision(t.db, {
      user: submitter,
      input: input(),
      document: pdf(),
      fields: FIELDS,
      now: NOW,
    });
    const updatedAt = t.db.select().from(schema.decisions).where(eq(schema.decisions.id, decisionId)).get()!.updatedAt;
    const added = addAttachment(t.db, {
      user: submitter,
      versionId,
      expected: { updatedAt },
      file: pdfAttachment("annex", "Παράρτημα Α.pdf"),
      description: "Παράρτημα Α",
      now: NOW + 1000,
    });
    expect(added).toMatchObject({ ok: true });
    const [attachment] = attachmentsOf(t.db, versionId);

    // Before publication: the body's staff see it, another body's staff and visitors do not.
    expect(attachmentForVersion(versionId, attachment.id, submitter.access).kind).toBe("found");
    expect(attachmentForVersion(versionId, attachment.id, stranger.access).kind).toBe("hidden");
    expect(attachmentForVersion(versionId, attachment.id, null).kind).toBe("hidden");
    expect((await download(versionId, attachment.id)).status).toBe(404);

    const published = await publishDecision(t.db, {
      user: publisher,
      versionId,
      recipients: [],
      baseUrl: "https://x",
      now: NOW + 2000,
    });
    expect(published.ok).toBe(true);
    const response = await download(versionId, attachment.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Pararthma_A.pdf"; filename*=UTF-8''${encodeURIComponent("Παράρτημα Α.pdf")}`,
    );
    expect(response.headers.get("Cache-Control")).toBe(cacheControl("publishedVersion"));
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    const etag = response.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await download(versionId, attachment.id, { "If-None-Match": etag })).status).toBe(304);

    // Another version's address with this attachment id, or an unknown id: not found.
    const other = submitDecision(t.db, { user: submitter, input: input(), document: pdf(), fields: FIELDS, now: NOW });
    expect((await download(other.versionId, attachment.id)).status).toBe(404);
    expect((await download(versionId, "no-such-attachment")).status).toBe(404);
  });
});
