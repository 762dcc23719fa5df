/**
 * Hydration. Everything works without this script; it only makes navigation faster and adds one
 * nicety: an empty header search box does nothing (SPEC §2) instead of reloading the page.
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains("govgr-header-search")) return;
  const query = form.elements.namedItem("query");
  if (query instanceof HTMLInputElement && query.value.trim() === "") event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
