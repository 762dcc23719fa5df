/**
 * The save checks (./save-checks.server.ts) through the real /decision/new and /decision/edit
 * actions, a real SQLite file and the local process that speaks VIES and GGPS: an invalid AFM is
 * an error on its field and nothing is saved; a VAT service that cannot answer is an ignorable
 * warning (409) and the decision is saved once the user confirms; the edit form warns of another
 * decision's protocol number but not of its own.
 */
import { describe, expect, it } from "vitest";
import { encryptedPdf, tinyPdf } from "#tests/support/tiny-pdf";
import { FORM_TEXT, MSG, TEXT } from "../messages";
import * as editRoute from "../routes/decision.edit.$versionId";
import * as newRoute from "../routes/decision.new";
import { makeAda, organizationAdaCode } from "./ada";
import { loadDecisionForm } from "./form-schema.server";
import { CONFIRM_WARNINGS, DUPLICATE_PROTOCOL_NUMBER } from "./protocol-warnings.server";
import { AFM_SERVICE_UNAVAILABLE } from "./save-checks.server";
import { snapshot } from "./testing/fixtures";
import { runAction, useFormRouteHarness } from "./testing/form-route-harness";
import { decisionFormData, formToday, newDecisionPath, typeWithAfm } from "./testing/save-check-forms";
import { validExtraFieldEntries } from "./testing/valid-extra-fields";

const ORG = "6013";
const h = useFormRouteHarness({ fakeServices: true });
const { post, one } = h;

const today = formToday;

const run = runAction;

const formOf = (type: string, protocolNumber: string, extra: [string, string][]) =>
  decisionFormData(h, { org: ORG, type, subject: `Έλεγχος ΑΦΜ ${protocolNumber}`, protocolNumber, extra });

const newPath = (type: string) => newDecisionPath(type, ORG);

describe("the VAT check on save", () => {
  it("refuses an AFM the tax service does not know, on its field, and saves nothing", async () => {
    const { type, extra, afmName } = typeWithAfm(h, ORG);
    const before = snapshot(h.t.db);
    const out = await run(
      newRoute.action,
      post(newPath(type), formOf(type, "ΑΦΜ/1", [...extra, [afmName, "090010689"]])),
    );
    expect(out.status).toBe(400);
    expect(out.data.lastResult.error).toEqual({ [afmName]: [MSG.invalidAfm] });
    expect(snapshot(h.t.db)).toEqual(before);
  });

  it("warns when the service cannot answer, and saves once the user confirms", async () => {
    const { type, extra, person } = typeWithAfm(h, ORG);
    const downstream: [string, string][] = [
      [`${person}.afm`, "12345678"],
      [`${person}.afmType`, "EU"],
      [`${person}.afmCountry`, "MT"],
    ];
    const before = snapshot(h.t.db);
    const warned = await run(newRoute.action, post(newPath(type), formOf(type, "ΑΦΜ/2", [...extra, ...downstream])));
    expect(warned.status).toBe(409);
    expect(warned.data.warnings).toEqual([
      { errorCode: AFM_SERVICE_UNAVAILABLE, errorMessage: `${MSG.afmServiceFailure}: 12345678`, canBeIgnored: true },
    ]);
    expect(snapshot(h.t.db)).toEqual(before);

    const confirmed = formOf(type, "ΑΦΜ/2", [...extra, ...downstream]);
    confirmed.append(CONFIRM_WARNINGS, "1");
    const saved = await run(newRoute.action, post(newPath(type), confirmed));
    expect(saved.status).toBe(303);
  });
});

describe("a forged form", () => {
  it("refuses an extra field the type does not define with a Greek message, and saves nothing", async () => {
    const { type, extra } = typeWithAfm(h, ORG);
    const before = snapshot(h.t.db);
    const fd = formOf(type, "ΑΓΝΩΣΤΟ/1", [...extra, ["extraFieldValues.notAField", "x"]]);
    const out = await run(newRoute.action, post(newPath(type), fd));
    expect(out.status).toBe(400);
    expect(out.data).toEqual({ message: FORM_TEXT.unknownField("extraFieldValues.notAField") });
    expect(snapshot(h.t.db)).toEqual(before);
  });
});

describe("related decisions", () => {
  it("refuse an ADA of no decision in the register on its field, and accept a published one", async () => {
    const { type, extra } = typeWithAfm(h, ORG);
    // Δ.1 has a related-decision field; any type with one would do.
    const related = "extraFieldValues.textRelatedADA";
    const form = loadDecisionForm({ typeUid: "Δ.1", orgUid: ORG, access: h.access, userId: h.userId })!;
    const d1 = validExtraFieldEntries(form.fields, form.fieldOptions ?? {}, today());
    const missing = makeAda(organizationAdaCode(39000), 77);
    const before = snapshot(h.t.db);
    const refused = await run(
      newRoute.action,
      post(newPath("Δ.1"), formOf("Δ.1", "ΣΧΕΤ/1", [...d1, [related, missing]])),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.lastResult.error).toEqual({ [related]: [FORM_TEXT.relatedAdaNotFound(missing)] });
    expect(snapshot(h.t.db)).toEqual(before);

    // A decision of the register that carries an ADA (published) is a valid relation.
    expect((await run(newRoute.action, post(newPath(type), formOf(type, "ΣΧΕΤ/0", extra)))).status).toBe(303);
    const published = makeAda(organizationAdaCode(39000), 78);
    h.t.db.$client
      .prepare(
        "UPDATE decisions SET ada = ? WHERE latest_version_id = (SELECT version_id FROM decision_versions WHERE protocol_number = 'ΣΧΕΤ/0')",
      )
      .run(published);
    const saved = await run(
      newRoute.action,
      post(newPath("Δ.1"), formOf("Δ.1", "ΣΧΕΤ/2", [...d1, [related, published]])),
    );
    expect(saved.status).toBe(303);
  });
});

describe("a mislabelled decision document", () => {
  const cases: [string, File, string][] = [
    [
      "a file named .pdf that is not a readable PDF",
      new File(["%PDF-1.4\nnot a pdf"], "a.pdf", { type: "application/pdf" }),
      TEXT.fileNotPdf,
    ],
    [
      "an encrypted PDF",
      new File([new Uint8Array(encryptedPdf())], "a.pdf", { type: "application/pdf" }),
      FORM_TEXT.fileEncrypted,
    ],
    [
      "a PDF sent as another type",
      new File([new Uint8Array(tinyPdf())], "a.pdf", { type: "text/html" }),
      MSG.invalidFileType("a.pdf"),
    ],
  ];
  for (const [what, file, message] of cases) {
    it(`refuses ${what} on the file field, saving nothing`, async () => {
      const { type, extra } = typeWithAfm(h, ORG);
      const fd = formOf(type, "ΑΡΧΕΙΟ/1", extra);
      fd.set("decisionFile", file);
      const before = snapshot(h.t.db);
      const out = await run(newRoute.action, post(newPath(type), fd));
      expect(out.status).toBe(400);
      expect(out.data.lastResult.error).toEqual({ decisionFile: [message] });
      expect(snapshot(h.t.db)).toEqual(before);
    });
  }
});

describe("warnings on the edit form", () => {
  it("warns of another decision's protocol number, not of the decision's own, and refuses an invalid AFM", async () => {
    const { type, extra, afmName } = typeWithAfm(h, ORG);
    for (const protocol of ["ΕΠ/1", "ΕΠ/2"]) {
      expect((await run(newRoute.action, post(newPath(type), formOf(type, protocol, extra)))).status).toBe(303);
    }
    const versionId = one(
      `SELECT v.version_id FROM decision_versions v JOIN decisions d ON d.latest_version_id = v.version_id WHERE v.protocol_number = 'ΕΠ/2'`,
    );
    const updatedAt = () =>
      String(one(`SELECT d.updated_at FROM decisions d WHERE d.latest_version_id = '${versionId}'`));
    const edit = (protocol: string, more: [string, string][] = []) => {
      const fd = formOf(type, protocol, [...extra, ...more]);
      fd.delete("decisionFile");
      fd.set("updatedAt", updatedAt());
      return run(editRoute.action, post(`/decision/edit/${versionId}`, fd), { versionId });
    };
    const before = snapshot(h.t.db);
    const duplicate = await edit("ΕΠ/1");
    expect(duplicate.status).toBe(409);
    const warnings = duplicate.data.warnings as { errorCode: string }[];
    expect(warnings.map((w) => w.errorCode)).toEqual([DUPLICATE_PROTOCOL_NUMBER]);
    const invalid = await edit("ΕΠ/2", [[afmName, "090010689"]]);
    expect(invalid.status).toBe(400);
    expect(invalid.data.lastResult.error).toEqual({ [afmName]: [MSG.invalidAfm] });
    expect(snapshot(h.t.db)).toEqual(before);

    const own = await edit("ΕΠ/2");
    expect(own.status).toBe(303);
  });
});
