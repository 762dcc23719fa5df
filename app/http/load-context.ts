/**
 * What the server (server/remix.ts) hands every request through Remix's load context. All
 * optional: under `remix vite:dev` there is no Express edge and the context is empty.
 */
export {};

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for Remix's inline scripts. */
    cspNonce?: string;
    /** The request id the log line and the X-Request-Id header carry. */
    requestId?: string;
    /** Hands an error met while answering to the request's log line (instead of console.error). */
    reportError?: (error: unknown) => void;
  }
}
