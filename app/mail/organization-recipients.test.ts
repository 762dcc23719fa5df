/**
 * An organisation's default recipients of publication notices (issue 9), on a real SQLite file:
 * its administrator keeps them, a publication notifies them beside the decision's own recipients
 * (each address once), and a refused list or another body's administrator changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema, setDb } from "#db/client";
import { useScratchOutbox } from "#tests/support/scratch-outbox";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { publishDecision } from "#app/decisions/publish.server";
import { publishPage } from "#app/decisions/publish-page.server";
import { submitDecision } from "#app/decisions/submit.server";
import { FIELDS, input, insertFixtures, insertUser, pdf, type TestUser } from "#app/decisions/testing/fixtures";
import {
  organizationRecipients,
  organizationRecipientsPage,
  saveOrganizationRecipients,
} from "./organization-recipients.server";

let t: TestDatabase;
let orgAdmin: TestUser;
let otherOrgAdmin: TestUser;
let submitter: TestUser;
let publisher: TestUser;
useScratchOutbox();

beforeAll(() => {
  t = createTestDatabase();
  setDb(t.db);
  insertFixtures(t.db);
  insertFixtures(t.db, "7001", "ΑΒΓ");
  orgAdmin = insertUser(t.db, ["ROLE_ORG_ADMIN"]);
  otherOrgAdmin = insertUser(t.db, ["ROLE_ORG_ADMIN"], "7001");
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
});
afterAll(() => {
  setDb(undefined);
  t.cleanup();
});

const auditRows = () => t.db.select().from(schema.auditLog).all().length;

describe("the organisation administrator's list", () => {
  it("is stored for the body, audited, and shown on the page", () => {
    const before = auditRows();
    const saved = saveOrganizationRecipients(
      orgAdmin,
      "6013",
      "grafeio.typou@dimos.gr\narxeio@dimos.gr, Grafeio.Typou@dimos.gr",
      t.db,
    );
    expect(saved).toEqual({ ok: true, orgUid: "6013", recipients: ["grafeio.typou@dimos.gr", "arxeio@dimos.gr"] });
    expect(auditRows()).toBe(before + 1);
    const page = organizationRecipientsPage(orgAdmin.access, undefined, t.db);
    expect(page.ok && page.recipients).toEqual(["grafeio.typou@dimos.gr", "arxeio@dimos.gr"]);
    // Another body's list is its own.
    expect(organizationRecipients("7001", t.db)).toEqual([]);
  });

  it("refuses a bad address and another body's administrator, changing nothing", () => {
    const stored = organizationRecipients("6013", t.db);
    const before = auditRows();
    expect(saveOrganizationRecipients(orgAdmin, "6013", "grafeio.typou@dimos.gr\nόχι διεύθυνση", t.db)).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    expect(saveOrganizationRecipients(otherOrgAdmin, "6013", "someone@other.gr", t.db)).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(saveOrganizationRecipients(publisher, "6013", "someone@other.gr", t.db)).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(organizationRecipients("6013", t.db)).toEqual(stored);
    expect(auditRows()).toBe(before);
  });
});

describe("a publication", () => {
  it("notifies the decision's recipients and the body's defaults, each address once", async () => {
    saveOrganizationRecipients(orgAdmin, "6013", "grafeio.typou@dimos.gr\narxeio@dimos.gr", t.db);
    const { versionId } = submitDecision(t.db, {
      user: submitter,
      input: input({ recipients: ["polites@example.gr", "ARXEIO@dimos.gr"] }),
      document: pdf(),
      fields: FIELDS,
    });
    // The publisher is told who else hears of it before confirming.
    const confirmation = publishPage(publisher, versionId);
    expect(confirmation.ok && confirmation.page.organizationRecipients).toEqual([
      "grafeio.typou@dimos.gr",
      "arxeio@dimos.gr",
    ]);

    const mailsBefore = t.db.select().from(schema.mailOutbox).all().length;
    const result = await publishDecision(t.db, { user: publisher, versionId, baseUrl: "https://register.example" });
    expect(result).toMatchObject({ ok: true });
    const queued = t.db.select().from(schema.mailOutbox).all().slice(mailsBefore);
    const addresses = queued.flatMap((mail) => mail.recipients).map((a) => a.toLowerCase());
    expect(addresses.sort()).toEqual(["arxeio@dimos.gr", "grafeio.typou@dimos.gr", "polites@example.gr"]);
  });
});
