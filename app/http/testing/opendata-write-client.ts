/**
 * A document system's calls to the OpenData write API in tests: the demo «apiuser» with HTTP
 * Basic, a DecisionStoreRequest of the demo body that the pages' schema accepts, and the
 * multipart body the real API takes, sent into the dispatcher the /opendata routes use.
 */
import type { Db } from "#db/client";
import { athensDay } from "#shared/dates";
import { commitmentFields } from "#tests/support/commitment-fields";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { opendataAction } from "../opendata-response.server";

export const BASE = "http://register.test";
/** The demo body the «apiuser» submits and publishes for. */
export const ORG = "6013";

export const basic = (user: string, password = "demo-password") =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** An ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ of the demo body, published; `overrides` replace top-level fields. */
export function storeRequest(db: Db, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...commitmentFields(db, ORG),
    subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ από σύστημα διακίνησης εγγράφων",
    protocolNumber: "ΣΗΔΕ/1",
    // The real API's clients send a timestamp; the day is what counts.
    issueDate: `${athensDay(Date.now())}T00:00:00.000Z`,
    publish: true,
    ...overrides,
  };
}

/** The multipart body of POST /decisions: `metadata` JSON and a one-page PDF as `decisionFile`. */
export function multipart(meta: Record<string, unknown>, file: Buffer | null = tinyPdf("API decision")): FormData {
  const form = new FormData();
  form.append("metadata", JSON.stringify(meta));
  if (file) form.append("decisionFile", new File([new Uint8Array(file)], "apofasi.pdf", { type: "application/pdf" }));
  return form;
}

/** A POST to the write API (JSON for a plain object), as «apiuser» unless `headers` say otherwise. */
export function post(
  address: string,
  body: FormData | object,
  headers: Record<string, string> = { Authorization: basic("apiuser") },
): Promise<Response> {
  const json = !(body instanceof FormData);
  return opendataAction(
    new Request(`${BASE}${address}`, {
      method: "POST",
      body: json ? JSON.stringify(body) : body,
      headers: json ? { ...headers, "Content-Type": "application/json" } : headers,
    }),
    "192.0.2.80",
  );
}
