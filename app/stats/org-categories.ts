/**
 * The organisation categories the home page shows as tabs (SPEC §2 "Home page"): their uids in
 * the ORG_CATEGORY dictionary and the plural Greek name of a tab. Pure: the route parses the
 * `category` query value with this schema, and the seed's data uses the same uids.
 */
import { z } from "zod";

export const HOME_CATEGORIES = [
  { uid: "MINISTRY", label: "Υπουργεία" },
  { uid: "MUNICIPALITY", label: "Δήμοι" },
  { uid: "REGION", label: "Περιφέρειες" },
  { uid: "ADMINISTRATIVEREGION", label: "Αποκεντρωμένες Διοικήσεις" },
  { uid: "INDEPENDENTAUTHORITY", label: "Ανεξάρτητες Αρχές" },
] as const;

export type HomeCategory = (typeof HOME_CATEGORIES)[number]["uid"];

export const DEFAULT_HOME_CATEGORY: HomeCategory = "MINISTRY";

export const HOME_CATEGORY_UIDS = HOME_CATEGORIES.map((c) => c.uid) as [HomeCategory, ...HomeCategory[]];

/** The home page's query: an optional category tab; anything else is a Greek 400. */
export const homeQuerySchema = z.object({
  category: z
    .enum(HOME_CATEGORY_UIDS, { error: "Άγνωστη κατηγορία φορέων. Επιλέξτε μία από τις καρτέλες της αρχικής σελίδας." })
    .default(DEFAULT_HOME_CATEGORY),
});
