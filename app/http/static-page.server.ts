/**
 * The loader of an informational page whose text is part of the build (/info, /legislation …):
 * public and cacheable like the home page (policy `publicPage`, app/http/cache-policy.ts). Its
 * ETag names the page; the document renderer makes it build-specific (entry.server.tsx), so a
 * deployment that changes the text also changes the ETag and no cache keeps the old words
 * (docs/decisions/027-informational-pages.md).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { getOptionalUser } from "#app/access/guards.server";
import { pageHeaders } from "./cache.server";

export function staticPageLoader(page: string) {
  return async function loader({ request }: LoaderFunctionArgs) {
    const user = await getOptionalUser(request);
    return data(null, { headers: await pageHeaders(request, user, "publicPage", { etag: ["static", page] }) });
  };
}
