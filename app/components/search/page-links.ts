/** Previous / nearby numbers / next links of a numbered result list, for <Pager/>. Pure. */
import type { PagerLink } from "./Pager";

export function numberedPageLinks(href: (page: number) => string, page: number, pageCount: number): PagerLink[] {
  if (pageCount <= 1) return [];
  const links: PagerLink[] = [
    { label: "Προηγούμενη", href: page > 1 ? href(page - 1) : null, ariaLabel: "Προηγούμενη σελίδα", rel: "prev" },
  ];
  for (let p = Math.max(1, page - 3); p <= Math.min(pageCount, page + 3); p++) {
    links.push({ label: String(p), href: p === page ? null : href(p), current: p === page, ariaLabel: `Σελίδα ${p}` });
  }
  links.push({
    label: "Επόμενη",
    href: page < pageCount ? href(page + 1) : null,
    ariaLabel: "Επόμενη σελίδα",
    rel: "next",
  });
  return links;
}
