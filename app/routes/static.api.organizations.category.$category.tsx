/**
 * GET /static/api/organizations/category/{MINISTRY|MUNICIPALITY|REGION|ADMINISTRATIVEREGION|
 * INDEPENDENTAUTHORITY} (SPEC §7): the active organisations of the category, by name, as the home
 * page's tabs list them (uid, label, latinName).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiJson } from "#app/http/api-response.server";
import { parseParams } from "#app/http/input.server";
import { readOnlyApi } from "#app/http/refuse.server";
import { organizationsOfCategory } from "#app/stats/category-organizations.server";
import { HOME_CATEGORY_UIDS } from "#app/stats/org-categories";

const PARAMS = z.object({ category: z.enum(HOME_CATEGORY_UIDS) });

export function loader({ request, params }: LoaderFunctionArgs) {
  const { category } = parseParams(PARAMS, params, {
    answer: "api",
    message:
      "Άγνωστη κατηγορία φορέων. Επιλέξτε MINISTRY, MUNICIPALITY, REGION, ADMINISTRATIVEREGION ή INDEPENDENTAUTHORITY.",
  });
  return apiJson(request, organizationsOfCategory(category), "publicPage");
}

export const action = readOnlyApi;
