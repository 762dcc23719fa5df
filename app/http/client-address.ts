/**
 * The client's address, handed to loaders and actions by the server (server/remix.ts loadContext,
 * from Express's `req.ip`, which honours TRUST_PROXY_HOPS). Throttling keys on it.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    clientAddress?: string;
  }
}

export function clientAddress(context: { clientAddress?: unknown } | undefined): string {
  const value = context?.clientAddress;
  return typeof value === "string" && value !== "" ? value : "unknown";
}
