/**
 * The corrected copy's form (/decision/correctedcopy/{versionId}) runs the save checks the new and
 * edit forms and both APIs run (SPEC §5, §8; ./save-checks.server.ts): before, a corrected copy
 * saved from the page skipped them, so an AFM the tax service refuses or another decision's
 * protocol number went through. Through the real actions, a real SQLite file and the local
 * process that speaks VIES and GGPS, as the demo publisher (who may create corrected copies).
 */
import { describe, expect, it } from "vitest";
import { MSG } from "../messages";
import * as correctedCopyRoute from "../routes/decision.correctedcopy.$versionId";
import * as newRoute from "../routes/decision.new";
import { CONFIRM_WARNINGS, DUPLICATE_PROTOCOL_NUMBER } from "./protocol-warnings.server";
import { publishDecision } from "./publish.server";
import { insertUser, snapshot } from "./testing/fixtures";
import { runAction, useFormRouteHarness } from "./testing/form-route-harness";
import { decisionFormData, newDecisionPath, typeWithAfm } from "./testing/save-check-forms";

const ORG = "6013";
const h = useFormRouteHarness({ fakeServices: true, username: "publisher" });
const { post, one } = h;

const newPath = (type: string) => newDecisionPath(type, ORG);

const formOf = (type: string, protocolNumber: string, extra: [string, string][]) =>
  decisionFormData(h, { org: ORG, type, subject: `Ορθή επανάληψη ${protocolNumber}`, protocolNumber, extra });

/** A decision of the body submitted through the form and published: its version's id. */
async function published(type: string, protocolNumber: string, extra: [string, string][]): Promise<string> {
  expect((await runAction(newRoute.action, post(newPath(type), formOf(type, protocolNumber, extra)))).status).toBe(303);
  const versionId = one(
    `SELECT v.version_id FROM decision_versions v JOIN decisions d ON d.latest_version_id = v.version_id WHERE v.protocol_number = '${protocolNumber}'`,
  );
  const publisher = insertUser(h.t.db, ["ROLE_ORG_PUBLISHER"], ORG);
  const result = await publishDecision(h.t.db, {
    user: publisher,
    versionId,
    recipients: [],
    baseUrl: "https://x",
    now: Date.now(),
  });
  expect(result.ok).toBe(true);
  return versionId;
}

describe("the corrected copy's save checks", () => {
  it("refuse an AFM the tax service does not know and warn of another decision's protocol number, saving nothing until confirmed", async () => {
    const { type, extra, afmName } = typeWithAfm(h, ORG);
    await published(type, "ΟΡΘ/1", extra);
    const versionId = await published(type, "ΟΡΘ/2", extra);
    const copy = (protocol: string, more: [string, string][] = []) => {
      const fd = formOf(type, protocol, [...extra, ...more]);
      fd.set("updatedAt", String(one(`SELECT updated_at FROM decisions WHERE latest_version_id = '${versionId}'`)));
      return fd;
    };
    const send = (fd: FormData) =>
      runAction(correctedCopyRoute.action, post(`/decision/correctedcopy/${versionId}`, fd), { versionId });
    const before = snapshot(h.t.db);

    const invalid = await send(copy("ΟΡΘ/2", [[afmName, "090010689"]]));
    expect(invalid.status).toBe(400);
    expect(invalid.data.lastResult.error).toEqual({ [afmName]: [MSG.invalidAfm] });

    const duplicate = await send(copy("ΟΡΘ/1"));
    expect(duplicate.status).toBe(409);
    expect((duplicate.data.warnings as { errorCode: string }[]).map((w) => w.errorCode)).toEqual([
      DUPLICATE_PROTOCOL_NUMBER,
    ]);
    expect(snapshot(h.t.db)).toEqual(before);

    // Once the user confirms the warning, the corrected copy is saved.
    const confirmed = copy("ΟΡΘ/1");
    confirmed.append(CONFIRM_WARNINGS, "1");
    expect((await send(confirmed)).status).toBe(303);
  });
});
