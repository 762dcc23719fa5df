/**
 * The save checks of the decision form on the OpenData write API (docs/decisions/107): a real
 * SQLite file, the local process that speaks VIES and GGPS, and real multipart requests of a
 * document system. An invalid AFM is a 400 with the field's Greek message; a duplicate protocol
 * number or a VAT service that cannot answer is a warning (409, canBeIgnored) and nothing is
 * stored, until the same call says `ignoreWarnings: true`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { seedDemoUsers, seedReference } from "#db/seed";
import { startFakeServices, type FakeServices } from "#tests/support/fake-services-process";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { MSG, TEXT } from "#app/messages";
import { DUPLICATE_PROTOCOL_NUMBER } from "#app/decisions/protocol-warnings.server";
import { AFM_SERVICE_UNAVAILABLE } from "#app/decisions/save-checks.server";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { snapshot } from "../decisions/testing/fixtures";
import { multipart, post, storeRequest } from "./testing/opendata-write-client";

let t: TestDatabase;
let services: FakeServices;

beforeAll(async () => {
  services = await startFakeServices();
  Object.assign(process.env, services.env);
  t = createTestDatabase();
  seedReference(t.db);
  await seedDemoUsers(t.db);
  setDb(t.db);
}, 60_000);
afterAll(async () => {
  setDb(undefined);
  t.cleanup();
  for (const key of Object.keys(services.env)) delete process.env[key];
  await services.stop();
});

/** The rows a refused call must leave alone (the stamped copies of earlier publications land later). */
function written() {
  const { documents: _stampedLater, documentContents: _theirBytes, ...rows } = snapshot(t.db);
  return rows;
}

/** An ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ whose ΚΑΕ line names a beneficiary with this AFM person object. */
function withBeneficiary(protocolNumber: string, person: Record<string, string>, more: Record<string, unknown> = {}) {
  const base = storeRequest(t.db, { protocolNumber, ...more });
  const extra = base.extraFieldValues as Record<string, unknown>;
  return {
    ...base,
    extraFieldValues: {
      ...extra,
      amountWithKae: [{ kae: "02.6117", amountWithVAT: 1234.56, sponsorAFMName: { ...person, name: "ΔΟΚΙΜΗ" } }],
    },
  };
}

const AFM_PATH = "extraFieldValues.amountWithKae[0].sponsorAFMName.afm";

describe("the AFM check on POST /opendata/decisions", () => {
  it("refuses an AFM the tax service does not know: 400 with the field's Greek message, nothing stored", async () => {
    const before = written();
    const response = await post("/opendata/decisions", multipart(withBeneficiary("ΕΛΕΓΧΟΣ/1", { afm: "090010689" })));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ errorCode: "BAD_REQUEST", errorMessage: `${AFM_PATH}: ${MSG.invalidAfm}`, canBeIgnored: false }],
      warnings: [],
    });
    expect(written()).toEqual(before);
  });

  it("refuses a number that fails the check digit in the schema, before any service is asked", async () => {
    const before = written();
    const response = await post("/opendata/decisions", multipart(withBeneficiary("ΕΛΕΓΧΟΣ/2", { afm: "987654321" })));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { errorMessage: string }[] };
    // The schema's own path (zod's, as for every other field of the metadata).
    expect(body.errors.map((e) => e.errorMessage)).toEqual([
      `extraFieldValues.amountWithKae.0.sponsorAFMName: ${MSG.invalidAfm}`,
    ]);
    expect(written()).toEqual(before);
  });

  it("warns when the VAT service cannot answer, stores nothing, and publishes once the caller ignores the warnings", async () => {
    const person = { afm: "12345678", afmType: "EU", afmCountry: "MT" };
    const before = written();
    const warned = await post("/opendata/decisions", multipart(withBeneficiary("ΕΛΕΓΧΟΣ/3", person)));
    expect(warned.status).toBe(409);
    expect(await warned.json()).toEqual({
      errors: [],
      warnings: [
        { errorCode: AFM_SERVICE_UNAVAILABLE, errorMessage: `${MSG.afmServiceFailure}: 12345678`, canBeIgnored: true },
      ],
    });
    expect(written()).toEqual(before);

    const confirmed = await post(
      "/opendata/decisions",
      multipart(withBeneficiary("ΕΛΕΓΧΟΣ/3", person, { ignoreWarnings: true })),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: "PUBLISHED", protocolNumber: "ΕΛΕΓΧΟΣ/3" });
  });

  it("publishes a beneficiary the service knows, with no warning", async () => {
    const response = await post("/opendata/decisions", multipart(withBeneficiary("ΕΛΕΓΧΟΣ/4", { afm: "996887930" })));
    expect(response.status).toBe(200);
  });
});

describe("the duplicate protocol number on POST /opendata/decisions", () => {
  it("warns of another decision of the body with the number (409, in XML too), and stores it when told to ignore", async () => {
    expect(
      (await post("/opendata/decisions", multipart(storeRequest(t.db, { protocolNumber: "ΔΙΠΛΟ/7" })))).status,
    ).toBe(200);
    const ada = t.db.$client
      .prepare(
        "SELECT d.ada FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id WHERE v.protocol_number = 'ΔΙΠΛΟ/7'",
      )
      .pluck()
      .get() as string;
    const before = written();
    const warned = await post("/opendata/decisions", multipart(storeRequest(t.db, { protocolNumber: "ΔΙΠΛΟ/7" })));
    expect(warned.status).toBe(409);
    expect(await warned.json()).toEqual({
      errors: [],
      warnings: [
        {
          errorCode: DUPLICATE_PROTOCOL_NUMBER,
          errorMessage: TEXT.duplicateProtocolNumber("ΔΙΠΛΟ/7", [ada]),
          canBeIgnored: true,
        },
      ],
    });
    const xml = await post(
      "/opendata/decisions.xml",
      multipart(storeRequest(t.db, { protocolNumber: "ΔΙΠΛΟ/7", publish: false })),
    );
    expect(xml.status).toBe(409);
    expect(xml.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const text = await xml.text();
    expect(text).toContain(`<errorCode>${DUPLICATE_PROTOCOL_NUMBER}</errorCode>`);
    expect(text).toContain("<canBeIgnored>true</canBeIgnored>");
    expect(written()).toEqual(before);

    const stored = await post(
      "/opendata/decisions",
      multipart(storeRequest(t.db, { protocolNumber: "ΔΙΠΛΟ/7", ignoreWarnings: "true" })),
    );
    expect(stored.status).toBe(200);
    const count = t.db.$client
      .prepare("SELECT count(*) FROM decision_versions WHERE protocol_number = 'ΔΙΠΛΟ/7'")
      .pluck()
      .get();
    expect(count).toBe(2);
  });
});

describe("the save checks on POST /opendata/decisions/{ada} (metadata edit and corrected copy)", () => {
  /** A decision published through the API; its ADA. */
  async function published(protocolNumber: string): Promise<string> {
    const response = await post("/opendata/decisions", multipart(storeRequest(t.db, { protocolNumber })));
    expect(response.status).toBe(200);
    return ((await response.json()) as { ada: string }).ada;
  }
  const address = (ada: string) => `/opendata/decisions/${encodeURIComponent(ada)}`;

  it("is not its own duplicate: an edit that keeps the protocol number saves with no warning", async () => {
    const ada = await published("ΕΠΕΞ/1");
    const response = await post(address(ada), { subject: "Νέο θέμα της ΕΠΕΞ/1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ada, protocolNumber: "ΕΠΕΞ/1", subject: "Νέο θέμα της ΕΠΕΞ/1" });
  });

  it("warns when the edit gives it another decision's protocol number (409, nothing stored), and saves when told to ignore", async () => {
    const first = await published("ΕΠΕΞ/2");
    const second = await published("ΕΠΕΞ/3");
    const before = written();
    const warned = await post(address(second), { protocolNumber: "ΕΠΕΞ/2" });
    expect(warned.status).toBe(409);
    expect(await warned.json()).toEqual({
      errors: [],
      warnings: [
        {
          errorCode: DUPLICATE_PROTOCOL_NUMBER,
          errorMessage: TEXT.duplicateProtocolNumber("ΕΠΕΞ/2", [first]),
          canBeIgnored: true,
        },
      ],
    });
    expect(written()).toEqual(before);

    const saved = await post(address(second), { protocolNumber: "ΕΠΕΞ/2", ignoreWarnings: true });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ ada: second, protocolNumber: "ΕΠΕΞ/2" });
  });

  it("refuses an edit naming an AFM the tax service does not know: 400 on the field, nothing stored", async () => {
    const ada = await published("ΕΠΕΞ/4");
    const before = written();
    const { extraFieldValues } = withBeneficiary("ΕΠΕΞ/4", { afm: "090010689" });
    const response = await post(address(ada), { extraFieldValues });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ errorCode: "BAD_REQUEST", errorMessage: `${AFM_PATH}: ${MSG.invalidAfm}`, canBeIgnored: false }],
      warnings: [],
    });
    expect(written()).toEqual(before);
  });

  it("warns on a corrected copy with another decision's protocol number, and stores it when told to ignore", async () => {
    const first = await published("ΕΠΕΞ/5");
    const second = await published("ΕΠΕΞ/6");
    const before = written();
    const warned = await post(
      address(second),
      multipart({ correctedCopy: true, protocolNumber: "ΕΠΕΞ/5" }, tinyPdf("corrected")),
    );
    expect(warned.status).toBe(409);
    expect(((await warned.json()) as { warnings: { errorMessage: string }[] }).warnings).toEqual([
      expect.objectContaining({ errorMessage: TEXT.duplicateProtocolNumber("ΕΠΕΞ/5", [first]) }),
    ]);
    expect(written()).toEqual(before);

    const saved = await post(
      address(second),
      multipart({ correctedCopy: true, protocolNumber: "ΕΠΕΞ/5", ignoreWarnings: "true" }, tinyPdf("corrected")),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ ada: second, protocolNumber: "ΕΠΕΞ/5" });
  });
});
