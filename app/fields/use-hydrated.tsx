/**
 * Whether the page's script has taken over: false on the server and during hydration, true after.
 * Enhanced widgets render their no-JS control until then, so the markup the server sent and the
 * first client render agree.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
