/**
 * /decision/diff?from={versionId}&to={versionId}: the version history's GET form («Από» / «Προς»,
 * no JavaScript needed) lands here and is redirected to the comparison's own linkable address,
 * /decision/diff/{from}/{to}, which decides what may be seen and refuses a version compared with
 * itself or with another decision's. A choice missing here is a Greek 400.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { cacheHeaders } from "#app/http/cache.server";
import { input, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";

const chosen = z.string({ error: TEXT.diffChooseVersions }).pipe(input.versionId);
const QUERY = z.object({ from: chosen, to: chosen });

export function loader({ request }: LoaderFunctionArgs) {
  const { from, to } = parseQuery(QUERY, request);
  // The same query always leads to the same address: nothing personal in the answer.
  throw redirect(paths.versionDiff(from, to), { headers: cacheHeaders("publicPage") });
}

/**
 * Never drawn (the loader always redirects or refuses), but a page route, not a resource route,
 * so a refusal is the Greek error page rather than a bare JSON answer.
 */
export default function VersionDiffChoice() {
  return null;
}
