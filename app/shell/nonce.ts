/**
 * The CSP nonce of the response being rendered, from entry.server.tsx to root.tsx, where Remix's
 * inline scripts need it. In the browser it is empty: scripts are already running by then.
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
