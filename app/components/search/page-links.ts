/**
 * The links of a numbered pager (1-based pages): previous, the first and last page, a window of
 * pages around the current one, next. Pure, so any list page (organisations, units, signers)
 * builds the same plain-link pager that works without JavaScript.
 */
import type { PagerLink } from "./Pager";

export function pageLinks(page: number, last: number, hrefOf: (page: number) => string, window = 2): PagerLink[] {
  if (last <= 1) return [];
  const links: PagerLink[] = [];
  if (page > 1)
    links.push({ label: "Προηγούμενη", href: hrefOf(page - 1), ariaLabel: "Προηγούμενη σελίδα", rel: "prev" });
  let gap = false;
  for (let n = 1; n <= last; n++) {
    const shown = n === 1 || n === last || Math.abs(n - page) <= window;
    if (!shown) {
      if (!gap) links.push({ label: "…", href: null, ariaLabel: "" });
      gap = true;
      continue;
    }
    gap = false;
    links.push({
      label: String(n),
      href: n === page ? null : hrefOf(n),
      current: n === page,
      ariaLabel: `Σελίδα ${n}`,
    });
  }
  if (page < last) links.push({ label: "Επόμενη", href: hrefOf(page + 1), ariaLabel: "Επόμενη σελίδα", rel: "next" });
  return links;
}

/** The same pager with the link builder first (the user and audit searches call it so). */
export function numberedPageLinks(href: (page: number) => string, page: number, pageCount: number): PagerLink[] {
  return pageLinks(page, pageCount, href);
}
