/**
 * Server rendering. Browsers get the shell as soon as it is ready (streaming); bots and
 * no-script crawlers get the whole document at once (onAllReady). Two additions to Remix's
 * default: security headers on every page, and conditional GETs (304) for cacheable pages.
 */
import { createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { cacheControl } from "./http/cache-policy";
import { applySecurityHeaders, notModifiedResponse, versionEtag } from "./http/conditional.server";
import { createStripNul } from "./http/strip-nul.server";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  applySecurityHeaders(responseHeaders);
  // Pages say when they may be stored (the public read path does); by default a page can carry
  // the user's name and alerts, so no shared cache keeps it.
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", cacheControl("privatePage"));
  // A page's ETag names its data; the build's version is added so a new release (new asset
  // links in the HTML) never gets a 304 for a page cached from the old one.
  versionEtag(responseHeaders, remixContext.manifest.version);
  const notModified = notModifiedResponse(request, responseStatusCode, responseHeaders);
  if (notModified) return notModified;

  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent && isbot(userAgent)) || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
      {
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // Not a plain PassThrough: react-dom 18.3.1 can emit NUL bytes (http/strip-nul.server.ts).
          const body = createStripNul();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell was sent are logged; before, they reach onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
