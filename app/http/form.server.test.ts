/**
 * The door every action goes through (app/http/form.server.ts): what a browser, a script and an
 * attacker each get back. Real Request objects, the real token cookie.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { MSG, TEXT } from "#app/messages";
import { formToken, type FormToken } from "#tests/support/csrf";
import { FORM_TEXT, readForm } from "./form.server";

const BASE = "http://register.test";
let csrf: FormToken;
beforeAll(async () => {
  csrf = await formToken();
});

function request(body: string | Buffer | null, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}/somewhere`, {
    method: "POST",
    body: typeof body === "string" || body === null ? body : new Uint8Array(body),
    headers: { Cookie: csrf.cookie, ...headers },
  });
}

const urlencoded = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

/** The status and Greek message of a refusal (page answers throw data(), resource ones a Response). */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, message: await thrown.text() };
    const d = thrown as { data?: { message?: string }; init?: ResponseInit };
    if (d?.init) return { status: d.init.status ?? 0, message: d.data?.message ?? "" };
    throw thrown;
  }
  throw new Error("the request was accepted");
}

const boundary = "----b0undary";
function multipart(parts: Buffer[]): { body: Buffer; headers: Record<string, string> } {
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
  };
}
const textPart = (name: string, value: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const filePart = (name: string, filename: Buffer, content: string) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="`),
    filename,
    Buffer.from(`"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`),
  ]);

describe("readForm", () => {
  it("returns the fields of a form with the right token, without the token", async () => {
    const body = new URLSearchParams([
      ["csrf", csrf.token],
      ["name", "Ελένη"],
      ["__proto__", "x"],
      ["constructor", "y"],
    ]).toString();
    const form = await readForm(request(body, urlencoded({}).headers));
    expect(form.get("name")).toBe("Ελένη");
    expect(form.get("__proto__")).toBe("x");
    expect(form.get("constructor")).toBe("y");
    expect(form.has("csrf")).toBe(false);
  });

  it("refuses a form without the token, or with another visitor's, with 403", async () => {
    const missing = urlencoded({ name: "x" });
    expect(await refusal(readForm(request(missing.body, missing.headers)))).toEqual({
      status: 403,
      message: FORM_TEXT.staleForm,
    });
    const other = await formToken();
    const wrong = urlencoded({ csrf: other.token });
    expect((await refusal(readForm(request(wrong.body, wrong.headers)))).status).toBe(403);
    const twice = new URLSearchParams([
      ["csrf", csrf.token],
      ["csrf", csrf.token],
    ]).toString();
    expect((await refusal(readForm(request(twice, urlencoded({}).headers)))).status).toBe(403);
  });

  it("refuses a token cookie whose signature was forged", async () => {
    const [name, value] = csrf.cookie.split("=");
    const forged = `${name}=${value.slice(0, -3)}abc`;
    const { body, headers } = urlencoded({ csrf: csrf.token });
    const req = new Request(`${BASE}/x`, { method: "POST", body, headers: { ...headers, Cookie: forged } });
    expect((await refusal(readForm(req))).status).toBe(403);
  });

  it("refuses cross-site requests with SPEC's sentence before reading anything", async () => {
    const { body, headers } = urlencoded({ csrf: csrf.token });
    const extras: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "not a url" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const extra of extras) {
      expect(await refusal(readForm(request(body, { ...headers, ...extra })))).toEqual({
        status: 403,
        message: MSG.forbidden,
      });
    }
    // The register's own origin is fine.
    const own = await readForm(request(body, { ...headers, Origin: BASE, "Sec-Fetch-Site": "same-origin" }));
    expect(own).toBeInstanceOf(FormData);
  });

  it("answers 415 to JSON, text, no body type, and forms in another charset", async () => {
    for (const [type, body] of [
      ["application/json", JSON.stringify({ csrf: csrf.token })],
      ["text/plain", `csrf=${csrf.token}`],
      ["application/x-www-form-urlencoded; charset=iso-8859-7", `csrf=${csrf.token}`],
    ]) {
      expect(await refusal(readForm(request(body, { "Content-Type": type })))).toMatchObject({ status: 415 });
    }
    expect((await refusal(readForm(request(null)))).status).toBe(415);
  });

  it("answers 400 to malformed multipart bodies: no boundary, wrong boundary, truncated", async () => {
    const cases: [string, string | Buffer][] = [
      ["multipart/form-data", "abc"],
      [`multipart/form-data; boundary=${boundary}`, "--other\r\n\r\n"],
      [`multipart/form-data; boundary=${boundary}`, textPart("csrf", csrf.token).subarray(0, 30)],
      [`multipart/form-data; boundary=${boundary}`, ""],
    ];
    for (const [type, body] of cases) {
      expect(await refusal(readForm(request(body, { "Content-Type": type }), { maxFileBytes: 1000 }))).toEqual({
        status: 400,
        message: FORM_TEXT.malformed,
      });
    }
  });

  it("answers 400 to a file name that is not UTF-8", async () => {
    const { body, headers } = multipart([
      textPart("csrf", csrf.token),
      filePart("decisionFile", Buffer.from([0xff, 0xfe, 0x41, 0x2e, 0x70, 0x64, 0x66]), "%PDF-1.4"),
    ]);
    expect(await refusal(readForm(request(body, headers), { maxFileBytes: 1000 }))).toEqual({
      status: 400,
      message: FORM_TEXT.badText,
    });
  });

  it("keeps a Greek file name, turns a file over the limit into a TooLargeFile, refuses files where none belong", async () => {
    const { body, headers } = multipart([
      textPart("csrf", csrf.token),
      filePart("decisionFile", Buffer.from("απόφαση.pdf"), "%PDF-1.4 0123456789"),
    ]);
    const form = await readForm(request(body, headers), { maxFileBytes: 1000 });
    expect((form.get("decisionFile") as File).name).toBe("απόφαση.pdf");

    const small = await readForm(request(body, headers), { maxFileBytes: 5 });
    expect(small.get("decisionFile")).toMatchObject({ name: "απόφαση.pdf", receivedBytes: 19 });

    expect(await refusal(readForm(request(body, headers)))).toEqual({
      status: 400,
      message: FORM_TEXT.filesNotAccepted,
    });
  });

  it("refuses absurd row positions in field names and row intents (one request must not fill the memory)", async () => {
    const cases: Record<string, string>[] = [
      { "amounts[99999999].kae": "1" },
      { __intent__: JSON.stringify({ type: "insert", payload: { name: "amounts[5000000]" } }) },
      { __intent__: JSON.stringify({ type: "reorder", payload: { name: "amounts", from: 0, to: 1e9 } }) },
      { ["x".repeat(300)]: "1" },
    ];
    for (const fields of cases) {
      const { body, headers } = urlencoded({ csrf: csrf.token, ...fields });
      expect(await refusal(readForm(request(body, headers)))).toEqual({ status: 400, message: FORM_TEXT.badFieldName });
    }
    const { body, headers } = urlencoded({ csrf: csrf.token, "amounts[3].kae": "1" });
    expect((await readForm(request(body, headers))).get("amounts[3].kae")).toBe("1");
  });

  it("answers 413 to a form body over the limit", async () => {
    const { body, headers } = urlencoded({ csrf: csrf.token, text: "α".repeat(200_000) });
    expect(await refusal(readForm(request(body, headers)))).toEqual({
      status: 413,
      message: TEXT.uploadTooLargeRequest,
    });
  });

  it("answers resource routes with a stand-alone Greek page", async () => {
    const { body, headers } = urlencoded({});
    const out = await refusal(readForm(request(body, headers), { answer: "resource" }));
    expect(out.status).toBe(403);
    expect(out.message).toContain('<html lang="el">');
    expect(out.message).toContain("Η φόρμα δεν είναι πλέον έγκυρη");
  });
});

describe("readForm for a display preference (cookie consent, text size) on a public page", () => {
  const anonymous = (headers: Record<string, string>) =>
    new Request(`${BASE}/text-size`, {
      method: "POST",
      body: new URLSearchParams({ size: "large" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });
  const options = { answer: "resource" as const, visitorPreference: true };

  it("accepts a visitor with no token yet when the browser proves the request same-origin", async () => {
    const form = await readForm(anonymous({ "Sec-Fetch-Site": "same-origin" }), options);
    expect(form.get("size")).toBe("large");
    expect((await readForm(anonymous({ Origin: BASE }), options)).get("size")).toBe("large");
  });

  it("refuses it without that proof, from another site, or with a session cookie and no token", async () => {
    expect((await refusal(readForm(anonymous({}), options))).status).toBe(403);
    expect((await refusal(readForm(anonymous({ "Sec-Fetch-Site": "cross-site" }), options))).status).toBe(403);
    expect((await refusal(readForm(anonymous({ Origin: "https://evil.example" }), options))).status).toBe(403);
    const signedIn = anonymous({ "Sec-Fetch-Site": "same-origin", Cookie: "register_session=abc" });
    expect((await refusal(readForm(signedIn, options))).message).toContain(FORM_TEXT.staleForm);
  });

  it("still checks the token of a visitor who has one", async () => {
    const withCookie = anonymous({ "Sec-Fetch-Site": "same-origin", Cookie: csrf.cookie });
    expect((await refusal(readForm(withCookie, options))).status).toBe(403);
  });
});
