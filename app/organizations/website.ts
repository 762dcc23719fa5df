/**
 * An organisation's website as links. New values are one checked URL (organization-form.ts), but
 * the real register's data holds several addresses in one field, some without a scheme
 * ("http://WWW.olympus.gr www.litohoro.gr"): each becomes its own link, and what is no web
 * address stays text. Pure: the dashboard uses it.
 */
export interface WebsiteLink {
  href: string;
  label: string;
}

export function websiteLinks(text: string): { links: WebsiteLink[]; rest: string[] } {
  const links: WebsiteLink[] = [];
  const rest: string[] = [];
  for (const part of text.split(/[\s,;]+/).filter(Boolean)) {
    try {
      const url = new URL(/^https?:\/\//i.test(part) ? part : `http://${part}`);
      if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".")) {
        links.push({ href: url.href, label: part });
        continue;
      }
    } catch {
      // not a web address: kept as text below
    }
    rest.push(part);
  }
  return { links, rest };
}
