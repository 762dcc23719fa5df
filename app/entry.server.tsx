/**
 * Server rendering. Browsers get the shell as soon as it is ready (streaming); bots and
 * no-script crawlers get the whole document at once (onAllReady). Additions to Remix's default:
 * conditional GETs (304) for cacheable pages; the CSP nonce (server/security-headers.ts sets
 * the headers) on every inline script; errors handed to the request's log line, not console.
 */
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { cacheControl } from "./http/cache-policy";
import "./http/load-context";
import { notModifiedResponse, versionEtag } from "./http/conditional.server";
import { createStripNul } from "./http/strip-nul.server";
import { KeptMarkupProvider } from "./shell/kept-markup";
import { keptMarkup } from "./shell/kept-markup.server";
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

  const userAgent = request.headers.get("user-agent");
  const waitForAll = (userAgent && isbot(userAgent)) || remixContext.isSpaMode;

  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <KeptMarkupProvider value={keptMarkup}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </KeptMarkupProvider>
      </NonceProvider>,
      {
        nonce,
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
          if (shellRendered) report(error, loadContext, request);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
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
