/**
 * POST /decision/upload's own input (decision 129): `kind` names the check a file sent ahead gets;
 * any other value is a 400 that names the parameter, and nothing is staged. Through the real
 * action, a real SQLite file and a signed-in submitter.
 */
import { expect, it } from "vitest";
import { useFormRouteHarness } from "#app/decisions/testing/form-route-harness";
import { tinyPdf } from "#tests/support/tiny-pdf";
import * as uploadRoute from "../routes/decision.upload";

const h = useFormRouteHarness();

/** The action's own answer (a resource route answers with a Response). */
const send = (body: FormData) =>
  uploadRoute.action({ request: h.post("/decision/upload", body), params: {}, context: {} });

function upload(kind: string): FormData {
  const fd = new FormData();
  fd.append("kind", kind);
  fd.append("decisionFile", new File([new Uint8Array(tinyPdf())], "a.pdf", { type: "application/pdf" }));
  return fd;
}

it("refuses a kind it does not know with a 400 naming it, and stages nothing", async () => {
  const response = await send(upload("signature"));
  expect(response.status).toBe(400);
  expect(JSON.stringify(await response.json())).toContain("kind");
  expect(h.one("SELECT count(*) FROM staged_uploads")).toBe(0);

  // The same file as the decision's PDF is staged: the refusal was the kind's alone.
  const staged = await send(upload("decision"));
  expect(staged.status).toBe(200);
  expect(h.one("SELECT count(*) FROM staged_uploads")).toBe(1);
});
