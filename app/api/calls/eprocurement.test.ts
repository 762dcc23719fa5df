/**
 * The JSON API's e-procurement calls over the form's import, against the local process that
 * speaks e-procurement: a logged-in user gets the form's values for an ΑΔΑΜ, a record the service
 * lacks is 404 and an unset service 503, each with its Greek message; a visitor is 401.
 */
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { callApi } from "#tests/support/api-client";
import { startFakeServices, type FakeServices } from "#tests/support/fake-services-process";
import { useDemoDatabase } from "#tests/support/demo-db";
import { TEXT } from "#app/messages";

useDemoDatabase();
let services: FakeServices;
beforeAll(async () => {
  services = await startFakeServices();
}, 60_000);
afterEach(() => {
  delete process.env.EPROCUREMENT_URL;
});
afterAll(async () => {
  await services.stop();
});

const doc = (adam: string) => `/eproc/doc?type=${encodeURIComponent("Δ.1")}&adam=${adam}`;
const message = (body: Record<string, unknown>) => (body.errors as { errorMessage: string }[])[0].errorMessage;

it("answers the form's values of a record, as the decision form's import fills them", async () => {
  process.env.EPROCUREMENT_URL = services.url;
  const { status, body } = await callApi("GET", doc("22AWRD012345678"), { who: "submitter" });
  expect(status).toBe(200);
  expect(body).toMatchObject({
    adam: "22AWRD012345678",
    subject: "ΑΝΑΘΕΣΗ ΠΡΟΜΗΘΕΙΑΣ ΓΡΑΦΙΚΗΣ ΥΛΗΣ",
    issueDate: "2022-03-15",
    extraFieldValues: { awardAmount: { amount: 1240.5, currency: "EUR" } },
  });
});

it("refuses in Greek: an unknown record 404, an unset service 503, a visitor 401", async () => {
  process.env.EPROCUREMENT_URL = services.url;
  const missing = await callApi("GET", doc("22AWRD099999999"), { who: "submitter" });
  expect(missing.status).toBe(404);
  expect(message(missing.body)).toBe(TEXT.eprocNotFound);
  delete process.env.EPROCUREMENT_URL;
  const unset = await callApi("GET", doc("22AWRD012345678"), { who: "submitter" });
  expect(unset.status).toBe(503);
  expect(message(unset.body)).toBe(TEXT.eprocNotConfigured);
  expect((await callApi("GET", "/eproc/types")).status).toBe(401);
  const types = await callApi("GET", "/eproc/types", { who: "submitter" });
  expect(types.body).toEqual(expect.arrayContaining([{ decisionTypeUid: "Δ.1", qualifiers: expect.any(Array) }]));
});
