/**
 * A small Greek HTML error page for resource routes (/doc, /f/{org}/rss, /search/export), which
 * answer outside the document shell: a person who follows a bad link still reads Greek, with the
 * right status and a way back; a script gets the status and a short plain sentence.
 */
import { paths } from "../paths";
import { SITE_NAME } from "../shell/site";
import { cacheControl } from "./cache-policy";
import { escapeXml } from "./xml";

export function errorPage(status: number, title: string, message: string): Response {
  const html = `<!DOCTYPE html>
<html lang="el">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)} – ${escapeXml(SITE_NAME)}</title></head>
<body>
<main>
<h1>${escapeXml(title)}</h1>
<p>${escapeXml(message)}</p>
<p><a href="${paths.home()}">Επιστροφή στην αρχική σελίδα</a> · <a href="${paths.search()}">Αναζήτηση πράξεων</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": cacheControl("error"),
      "X-Content-Type-Options": "nosniff",
    },
  });
}
