import zlib from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { acceptsGzip, forgetKeptPages, keepPage, keptPage, keptPageKey, type KeepablePage } from "./kept-page.server";

const PUBLIC = "public, max-age=0, s-maxage=60";

function page(overrides: Partial<KeepablePage> & { cookie?: string } = {}): KeepablePage {
  const { cookie, ...rest } = overrides;
  return {
    request: new Request("http://register.test/?category=MUNICIPALITY", {
      headers: cookie ? { Cookie: cookie } : {},
    }),
    status: 200,
    headers: new Headers({ "Cache-Control": PUBLIC, ETag: 'W/"data-build"' }),
    handles: [undefined, { keptPage: true }],
    nonce: "n0nce-A",
    ...rest,
  };
}

beforeEach(() => forgetKeptPages());

describe("which pages are kept", () => {
  it("a shareable page of a route that opts in, per URL, ETag and cookies", () => {
    const key = keptPageKey(page());
    expect(key).not.toBeNull();
    expect(keptPageKey(page({ cookie: "register_text_size=2" }))).not.toBe(key);
    expect(
      keptPageKey(page({ headers: new Headers({ "Cache-Control": PUBLIC, ETag: 'W/"other-data-build"' }) })),
    ).not.toBe(key);
    expect(keptPageKey(page({ request: new Request("http://register.test/?category=REGION") }))).not.toBe(key);
  });

  it("a decision page in its own room, so that decisions read one by one never push a search out", () => {
    const search = keptPageKey(page())!;
    keepPage(search, Buffer.from("<p>search</p>"), "n0nce-A");
    for (let i = 0; i < 600; i++) {
      const decision = keptPageKey(
        page({
          request: new Request(`http://register.test/decision/view/ΑΔΑ-${i}`),
          handles: [{ keptPage: "decisions" }],
        }),
      )!;
      keepPage(decision, Buffer.from(`<p>decision ${i}</p>`), "n0nce-A");
    }
    expect(keptPage(search, "n0nce-B")?.body.toString()).toBe("<p>search</p>");
    const first = keptPageKey(
      page({ request: new Request("http://register.test/decision/view/ΑΔΑ-0"), handles: [{ keptPage: "decisions" }] }),
    )!;
    // The decisions' room holds the 512 read last: the first of 600 has gone.
    expect(keptPage(first, "n0nce-B")).toBeNull();
  });

  it.each<[string, Partial<KeepablePage>]>([
    ["a route that does not opt in", { handles: [undefined, undefined] }],
    ["only a parent route opting in", { handles: [{ keptPage: true }, undefined] }],
    ["a room that does not exist", { handles: [undefined, { keptPage: "everything" }] }],
    ["a private page (a logged-in viewer)", { headers: new Headers({ "Cache-Control": "private, no-store" }) }],
    ["a page without an ETag", { headers: new Headers({ "Cache-Control": PUBLIC }) }],
    [
      "a page that sets a cookie",
      { headers: new Headers({ "Cache-Control": PUBLIC, ETag: 'W/"x"', "Set-Cookie": "flash=; Max-Age=0" }) },
    ],
    ["an error page", { status: 404 }],
    ["a HEAD or POST", { request: new Request("http://register.test/", { method: "POST" }) }],
    ["a response without a nonce", { nonce: undefined }],
  ])("not %s", (_, overrides) => {
    expect(keptPageKey(page(overrides))).toBeNull();
  });
});

describe("a kept page", () => {
  const html = (nonce: string) =>
    Buffer.from(
      `<html><body><p>Αναρτήσεις</p><script nonce="${nonce}">a()</script><script nonce="${nonce}">b()</script></body></html>`,
    );

  it("is sent again with the response's own nonce at every place the first one was", () => {
    const key = keptPageKey(page())!;
    keepPage(key, html("n0nce-A"), "n0nce-A");
    expect(keptPage(key, "other-B")).toEqual({ body: html("other-B"), encoding: null });
    expect(keptPage(key, "third-C")?.body.toString()).toBe(html("third-C").toString());
  });

  it("is sent gzip-compressed to a browser that takes it, each answer with its own nonce", () => {
    const key = keptPageKey(page())!;
    keepPage(key, html("n0nce-A"), "n0nce-A");
    for (const nonce of ["other-B", "third-C"]) {
      const answer = keptPage(key, nonce, true)!;
      expect(answer.encoding).toBe("gzip");
      expect(zlib.gunzipSync(answer.body).toString()).toBe(html(nonce).toString());
    }
    // A nonce of another length than the page's: plain, for the server's compression to do.
    expect(keptPage(key, "short", true)).toEqual({ body: html("short"), encoding: null });
  });

  it("is not found under another key", () => {
    keepPage(keptPageKey(page())!, html("n0nce-A"), "n0nce-A");
    expect(keptPage(keptPageKey(page({ cookie: "register_text_size=1" }))!, "x")).toBeNull();
  });
});

describe("which requests take gzip", () => {
  const request = (acceptEncoding?: string) =>
    new Request("http://register.test/", {
      headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding },
    });

  it.each<[string | undefined, boolean]>([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["*", true],
    ["br", false],
    ["gzip;q=0, br", false],
    ["identity", false],
    [undefined, false],
  ])("Accept-Encoding %s: %s", (header, expected) => {
    expect(acceptsGzip(request(header))).toBe(expected);
  });
});
