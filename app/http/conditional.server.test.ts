import { describe, expect, it } from "vitest";
import { etagMatches, etagOf, notModifiedResponse, versionEtag } from "./conditional.server";

describe("conditional GETs", () => {
  const headers = () =>
    new Headers({
      ETag: '"abc"',
      "Cache-Control": "public, max-age=60",
      "Last-Modified": "Fri, 20 Nov 2026 10:00:00 GMT",
    });

  it("answers 304 when If-None-Match names the current ETag (weak comparison)", () => {
    const request = new Request("http://x/", { headers: { "If-None-Match": 'W/"old", W/"abc"' } });
    const response = notModifiedResponse(request, 200, headers());
    expect(response?.status).toBe(304);
    expect(response?.headers.get("ETag")).toBe('"abc"');
    expect(response?.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("lets If-None-Match win over If-Modified-Since", () => {
    const request = new Request("http://x/", {
      headers: { "If-None-Match": '"other"', "If-Modified-Since": "Sat, 21 Nov 2026 10:00:00 GMT" },
    });
    expect(notModifiedResponse(request, 200, headers())).toBeNull();
  });

  it("uses If-Modified-Since when no ETag was sent", () => {
    const fresh = new Request("http://x/", { headers: { "If-Modified-Since": "Fri, 20 Nov 2026 10:00:00 GMT" } });
    const stale = new Request("http://x/", { headers: { "If-Modified-Since": "Fri, 20 Nov 2026 09:59:59 GMT" } });
    expect(notModifiedResponse(fresh, 200, headers())?.status).toBe(304);
    expect(notModifiedResponse(stale, 200, headers())).toBeNull();
  });

  it("never answers 304 to a POST, an error, or a response that sets a cookie", () => {
    const match = { "If-None-Match": '"abc"' };
    expect(
      notModifiedResponse(new Request("http://x/", { method: "POST", headers: match }), 200, headers()),
    ).toBeNull();
    expect(notModifiedResponse(new Request("http://x/", { headers: match }), 404, headers())).toBeNull();
    const withCookie = headers();
    withCookie.append("Set-Cookie", "a=b");
    expect(notModifiedResponse(new Request("http://x/", { headers: match }), 200, withCookie)).toBeNull();
  });

  it("makes page ETags weak and specific to the build", () => {
    const h = new Headers({ ETag: '"abc"' });
    versionEtag(h, "build1");
    expect(h.get("ETag")).toBe('W/"abc-build1"');
    expect(etagMatches('W/"abc-build1"', h.get("ETag"))).toBe(true);
    expect(etagMatches('W/"abc-build0"', h.get("ETag"))).toBe(false);
  });

  it("derives different ETags from different parts", () => {
    expect(etagOf("v1", "PUBLISHED")).not.toBe(etagOf("v1", "REVOKED"));
    expect(etagOf("v1", "PUBLISHED")).toBe(etagOf("v1", "PUBLISHED"));
  });
});
