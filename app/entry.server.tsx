/**
 * Server rendering. Every visitor gets the whole document at once (onAllReady, decision 136).
 * Additions to Remix's default: whole pages kept for anonymous visitors where a page opts in
 * (shell/kept-page.server.ts); conditional GETs (304) for cacheable pages; the CSP nonce (server/security-headers.ts sets
 * the headers) on every inline script; errors handed to the request's log line, not console.
 */
import { type AppLoadContext, type EntryContext, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { cacheControl } from "./http/cache-policy";
import "./http/load-context";
import { notModifiedResponse, versionEtag } from "./http/conditional.server";
import { withoutNul } from "./http/strip-nul.server";
import { KeptMarkupProvider } from "./shell/kept-markup";
import { keptMarkup } from "./shell/kept-markup.server";
import { acceptsGzip, keepPage, keptPage, keptPageKey } from "./shell/kept-page.server";
import { NonceProvider } from "./shell/nonce";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext = {},
) {
  // Pages say when they may be stored (the public read path does); by default a page can carry
  // the user's name and alerts, so no shared cache keeps it.
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", cacheControl("privatePage"));
  // A page's ETag names its data; the build's version is added so a new release (new asset
  // links in the HTML) never gets a 304 for a page cached from the old one.
  versionEtag(responseHeaders, remixContext.manifest.version);
  const notModified = notModifiedResponse(request, responseStatusCode, responseHeaders);
  if (notModified) return notModified;

  const nonce = loadContext.cspNonce;
  const keptKey = keptPageKey({
    request,
    status: responseStatusCode,
    headers: responseHeaders,
    handles: remixContext.staticHandlerContext.matches.map(
      (match) => remixContext.routeModules[match.route.id]?.handle,
    ),
    nonce,
  });
  const kept = keptKey && nonce ? keptPage(keptKey, nonce, acceptsGzip(request)) : null;
  if (kept) {
    // Compressed already: the server's compression leaves an answer with a Content-Encoding alone.
    if (kept.encoding) {
      responseHeaders.set("Content-Encoding", kept.encoding);
      responseHeaders.append("Vary", "Accept-Encoding");
    }
    return htmlResponse(kept.body, responseStatusCode, responseHeaders);
  }

  return new Promise<Response>((resolve, reject) => {
    // Errors inside the page's Suspense boundaries (Remix's streamed loader data) render their
    // fallback; they are reported once the page is complete. A shell error rejects instead, and
    // Remix reports it through handleError.
    const boundaryErrors: unknown[] = [];
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <KeptMarkupProvider value={keptMarkup}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </KeptMarkupProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(deadline);
          for (const error of boundaryErrors) report(error, loadContext, request);
          if (boundaryErrors.length > 0) responseStatusCode = 500;
          pipe(
            collectHtml((html) => {
              if (keptKey && nonce && boundaryErrors.length === 0) keepPage(keptKey, html, nonce);
              resolve(htmlResponse(html, responseStatusCode, responseHeaders));
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          boundaryErrors.push(error);
        },
      },
    );
    // React renders in a later turn (setImmediate), so the callbacks above always find it set.
    const deadline = setTimeout(abort, ABORT_DELAY);
  });
}

function htmlResponse(html: Buffer, status: number, headers: Headers): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(new Uint8Array(html), { headers, status });
}

/**
 * The whole page as one buffer (decision 136): the page is sent once it is complete, not streamed.
 * No page defers data, so streaming gained no earlier byte; it cost a compressor pass and a
 * socket write for each turn in which Remix's data script went on writing.
 */
function collectHtml(done: (html: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      // Not the raw bytes: react-dom 18.3.1 can emit NUL bytes (http/strip-nul.server.ts).
      done(withoutNul(Buffer.concat(chunks)));
      callback();
    },
  });
}

function report(error: unknown, context: AppLoadContext, request: Request): void {
  if (request.signal.aborted) return; // the visitor left; nothing went wrong here
  if (context.reportError) context.reportError(error);
  else console.error(error); // `remix vite:dev`: no server edge, no request log
}

/**
 * Remix calls this for every error it meets, including a visitor's bad input (an unknown URL,
 * a method a route lacks). The request's log line (server/logging.ts) shows a 4xx as one short
 * reason and only a 5xx with its stack, so a stranger cannot fill the log with stack traces.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  report(error, context, request);
};
