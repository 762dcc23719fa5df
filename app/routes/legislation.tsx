/**
 * /legislation (SPEC §2 informational pages): the laws behind the register, each with what it
 * means here. The table pages as SPEC §9 says (5, 15, 20 or all rows, 5 by default) with plain
 * links, so it works without JavaScript: ?size=5|15|20|all&page=N.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { getOptionalUser } from "#app/access/guards.server";
import { Pager, type PagerLink } from "#app/components/search/Pager";
import { pageHeaders } from "#app/http/cache.server";
import { parseQuery } from "#app/http/input.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Νομοθεσία") }];

/** SPEC §9: the legislation table's page lengths; the first is the default. */
const PAGE_SIZES = ["5", "15", "20", "all"] as const;
type PageSize = (typeof PAGE_SIZES)[number];

function pageCount(size: PageSize): number {
  return size === "all" ? 1 : Math.max(1, Math.ceil(LAWS.length / Number(size)));
}

const tableQuery = z
  .object({
    size: z.enum(PAGE_SIZES, { error: TEXT.badRequest }).default("5"),
    page: z
      .string({ error: TEXT.badRequest })
      .regex(/^[1-9][0-9]{0,3}$/, { error: TEXT.badRequest })
      .transform(Number)
      .default(1),
  })
  // A page past the last one names nothing: refused like any other bad parameter.
  .refine((q) => q.page <= pageCount(q.size), { error: TEXT.badRequest });

export async function loader({ request }: LoaderFunctionArgs) {
  const { size, page } = parseQuery(tableQuery, request);
  const user = await getOptionalUser(request);
  return data(
    { size, page },
    { headers: await pageHeaders(request, user, "publicPage", { etag: ["legislation", size, page] }) },
  );
}

export const headers = cacheablePageHeaders;

interface Law {
  name: string;
  gazette: string;
  title: string;
  meaning: string;
}

const LAWS: Law[] = [
  {
    name: "Ν. 3861/2010",
    gazette: "ΦΕΚ Α΄ 112/13.07.2010",
    title:
      "Ενίσχυση της διαφάνειας με την υποχρεωτική ανάρτηση νόμων και πράξεων των κυβερνητικών, διοικητικών και αυτοδιοικητικών οργάνων στο διαδίκτυο «Πρόγραμμα Διαύγεια» και άλλες διατάξεις",
    meaning:
      "Ο νόμος που ίδρυσε τη Διαύγεια: οι φορείς αναρτούν τις πράξεις τους στο διαδίκτυο, κάθε πράξη παίρνει Αριθμό Διαδικτυακής Ανάρτησης και οι περισσότερες δεν εκτελούνται πριν αναρτηθούν.",
  },
  {
    name: "Ν. 4210/2013",
    gazette: "ΦΕΚ Α΄ 254/21.11.2013",
    title: "Ρυθμίσεις Υπουργείου Διοικητικής Μεταρρύθμισης και Ηλεκτρονικής Διακυβέρνησης και λοιπές διατάξεις",
    meaning:
      "Τροποποίησε διατάξεις του ν. 3861/2010 για τη Διαύγεια, που εφαρμόζονται στις αναρτήσεις μαζί με τον αρχικό νόμο.",
  },
  {
    name: "Ν. 4727/2020",
    gazette: "ΦΕΚ Α΄ 184/23.09.2020",
    title:
      "Ψηφιακή Διακυβέρνηση (Ενσωμάτωση στην Ελληνική Νομοθεσία της Οδηγίας (ΕΕ) 2016/2102 και της Οδηγίας (ΕΕ) 2019/1024) – Ηλεκτρονικές Επικοινωνίες (Ενσωμάτωση στο Ελληνικό Δίκαιο της Οδηγίας (ΕΕ) 2018/1972) και άλλες διατάξεις",
    meaning:
      "Ο νόμος για την ψηφιακή διακυβέρνηση, στον οποίο εντάσσονται σήμερα οι κανόνες της Διαύγειας. Ορίζει επίσης ότι οι ιστότοποι του δημοσίου είναι προσβάσιμοι κατά το πρότυπο WCAG 2.1, επίπεδο AA, και ότι τα δημόσια δεδομένα διατίθενται ως ανοιχτά δεδομένα για περαιτέρω χρήση.",
  },
  {
    name: "Ν. 2690/1999",
    gazette: "ΦΕΚ Α΄ 45/09.03.1999",
    title: "Κύρωση του Κώδικα Διοικητικής Διαδικασίας και άλλες διατάξεις",
    meaning:
      "Οι γενικοί κανόνες για τις διοικητικές πράξεις: ποιος τις εκδίδει, πώς αιτιολογούνται και πώς κοινοποιούνται.",
  },
  {
    name: "Κανονισμός (ΕΕ) 2016/679",
    gazette: "ΕΕ L 119/04.05.2016",
    title: "Γενικός Κανονισμός για την Προστασία Δεδομένων (ΓΚΠΔ)",
    meaning:
      "Οι φορείς αναρτούν μόνο τα προσωπικά δεδομένα που είναι αναγκαία για τον σκοπό της ανάρτησης· τα υπόλοιπα απαλείφονται από το έγγραφο πριν αναρτηθεί.",
  },
  {
    name: "Ν. 4624/2019",
    gazette: "ΦΕΚ Α΄ 137/29.08.2019",
    title:
      "Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα, μέτρα εφαρμογής του Κανονισμού (ΕΕ) 2016/679 και ενσωμάτωση της Οδηγίας (ΕΕ) 2016/680 και άλλες διατάξεις",
    meaning: "Τα εθνικά μέτρα εφαρμογής του ΓΚΠΔ, που ισχύουν και για τις αναρτήσεις των φορέων.",
  },
];

function tablePath(size: PageSize, page = 1): string {
  const query = new URLSearchParams();
  if (size !== "5") query.set("size", size);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${paths.legislation()}?${search}` : paths.legislation();
}

function pagerLinks(size: PageSize, page: number): PagerLink[] {
  const last = pageCount(size);
  if (last === 1) return [];
  const links: PagerLink[] = [];
  if (page > 1)
    links.push({ label: "Προηγούμενη", href: tablePath(size, page - 1), ariaLabel: "Προηγούμενη σελίδα", rel: "prev" });
  for (let n = 1; n <= last; n++) {
    links.push({
      label: String(n),
      href: n === page ? null : tablePath(size, n),
      current: n === page,
      ariaLabel: `Σελίδα ${n}`,
    });
  }
  if (page < last)
    links.push({ label: "Επόμενη", href: tablePath(size, page + 1), ariaLabel: "Επόμενη σελίδα", rel: "next" });
  return links;
}

export default function Legislation() {
  const { size, page } = useLoaderData<typeof loader>();
  const shown = size === "all" ? LAWS : LAWS.slice((page - 1) * Number(size), page * Number(size));
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Νομοθεσία</h1>
      <p>
        Η υποχρέωση ανάρτησης των διοικητικών πράξεων στο διαδίκτυο ισχύει από το 2010, με τον ν. 3861/2010 για τη
        Διαύγεια. Ο πίνακας δείχνει τα βασικά κείμενα που ορίζουν τι αναρτάται στο μητρώο και πώς.
      </p>
      <div className="govgr-table-wrapper">
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Νόμοι και κανονισμοί για την ανάρτηση πράξεων</caption>
          <thead>
            <tr>
              <th scope="col">Κείμενο</th>
              <th scope="col">Δημοσίευση</th>
              <th scope="col">Τίτλος</th>
              <th scope="col">Τι σημαίνει για το μητρώο</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((law) => (
              <tr key={law.name}>
                <th scope="row">{law.name}</th>
                <td>{law.gazette}</td>
                <td>{law.title}</td>
                <td>{law.meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager links={pagerLinks(size, page)} />
      <nav aria-label="Γραμμές ανά σελίδα">
        <p>
          Γραμμές ανά σελίδα:{" "}
          {PAGE_SIZES.map((option, i) => (
            <span key={option}>
              {i > 0 ? " · " : null}
              {option === size ? (
                <strong aria-current="true">{option === "all" ? "όλες" : option}</strong>
              ) : (
                <Link to={tablePath(option)}>{option === "all" ? "όλες" : option}</Link>
              )}
            </span>
          ))}
        </p>
      </nav>
      <p>
        Η σελίδα είναι σύντομος οδηγός. Δεσμευτικό είναι μόνο το κείμενο κάθε νόμου όπως δημοσιεύθηκε στην Εφημερίδα της
        Κυβερνήσεως, μαζί με τις τροποποιήσεις του.
      </p>
    </div>
  );
}
