/**
 * The e-procurement import on /decision/new (SPEC §2), through the real route action, a real
 * SQLite file and the local process that speaks the ΚΗΜΔΗΣ metadata protocol: the form comes back
 * filled from the record, what the user typed elsewhere kept, and nothing is saved; a refused
 * reference or an unknown ΑΔΑΜ comes back with its Greek message and the values as they were.
 */
import { describe, expect, it } from "vitest";
import { EPROC_IMPORT_BUTTON, EPROC_REFERENCE_FIELD } from "../eprocurement/form-import";
import { FORM_TEXT, TEXT } from "../messages";
import * as newRoute from "../routes/decision.new";
import { snapshot } from "./testing/fixtures";
import { useFormRouteHarness } from "./testing/form-route-harness";

const h = useFormRouteHarness({ fakeServices: true });
const PATH = `/decision/new?type=${encodeURIComponent("Δ.1")}&org=6013`;

async function importWith(reference: string) {
  const fd = new FormData();
  fd.append("decisionTypeId", "Δ.1");
  fd.append("organizationId", "6013");
  fd.append("subject", "γραμμένο από τον χρήστη");
  fd.append("extraFieldValues.assignmentType", "typed-by-user");
  fd.append(EPROC_REFERENCE_FIELD, reference);
  fd.append(EPROC_IMPORT_BUTTON, "1");
  const request = h.post(PATH, fd);
  const out = (await newRoute.action({ request, params: {}, context: {} })) as unknown as {
    data: { lastResult: { initialValue: Record<string, any> }; eproc: { ok: boolean; message: string } };
    init?: ResponseInit;
  };
  return { status: out.init?.status ?? 200, ...out.data };
}

describe("the e-procurement import on the form", () => {
  it("fills the form from the ΚΗΜΔΗΣ record, keeps the rest, and saves nothing", async () => {
    const before = snapshot(h.t.db);
    const out = await importWith(" 22awrd012345678 ");
    expect(out.status).toBe(200);
    expect(out.eproc).toEqual({
      ok: true,
      message: FORM_TEXT.eprocImported("22AWRD012345678"),
      reference: "22AWRD012345678",
    });
    const values = out.lastResult.initialValue;
    expect(values.subject).toBe("ΑΝΑΘΕΣΗ ΠΡΟΜΗΘΕΙΑΣ ΓΡΑΦΙΚΗΣ ΥΛΗΣ");
    expect(values.protocolNumber).toBe("1234/2022");
    expect(values.issueDate).toBe("2022-03-15");
    expect(values.extraFieldValues).toMatchObject({
      person: [{ afm: "800189144", afmType: "EL", name: "ΔΗΜΟΣ ΛΗΜΝΟΥ" }],
      awardAmount: { amount: "1.240,50", currency: "EUR" },
      cpv: ["30192000-1"],
      assignmentType: "typed-by-user",
    });
    expect(snapshot(h.t.db)).toEqual(before);
  });

  it("answers a reference of the wrong kind and an unknown one with their messages, values kept", async () => {
    const wrong = await importWith("22REQ012345678");
    expect(wrong.status).toBe(400);
    expect(wrong.eproc).toMatchObject({ ok: false, message: TEXT.eprocWrongQualifier(["AWRD", "SYMV"]) });
    expect(wrong.lastResult.initialValue.subject).toBe("γραμμένο από τον χρήστη");
    const unknown = await importWith("22AWRD099999999");
    expect(unknown.status).toBe(404);
    expect(unknown.eproc).toMatchObject({ ok: false, message: TEXT.eprocNotFound });
  });
});
