/**
 * /en (SPEC §2 informational pages): the register explained in English for visitors who read no
 * Greek. The document shell stays Greek; the page's own content declares lang="en", so screen
 * readers switch language for it (WCAG 3.1.2, language of parts). Static text.
 */
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { staticPageLoader } from "#app/http/static-page.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("About the register (English)") }];

export const loader = staticPageLoader("en");
export const headers = cacheablePageHeaders;

export default function English() {
  return (
    <div className="govgr-narrow" lang="en">
      <h1 className="govgr-heading-xl">About the Register of Decisions</h1>
      <p>
        Greek public bodies must publish their administrative decisions on the internet, and most decisions cannot be
        carried out before they are published. This register is where they do it: ministries, regions, municipalities,
        hospitals, universities and schools publish here, and anyone can search, read and download their decisions for
        free, without an account.
      </p>

      <h2 className="govgr-heading-l">The ADA</h2>
      <p>
        Every published decision receives a unique Internet Publication Number, the ADA (Αριθμός Διαδικτυακής
        Ανάρτησης). It is made of digits and Greek capital letters in two parts, such as 6Ε0Ε46Ψ842-Φ46. If you type an
        ADA with the Latin letters that look like Greek ones (E for Ε, for example), the search still finds it.
      </p>

      <h2 className="govgr-heading-l">Searching</h2>
      <ul className="govgr-list">
        <li>
          Use the <Link to={paths.search()}>search page</Link> (in Greek): type words of the subject, an ADA or a
          protocol number. Accents and letter case do not matter.
        </li>
        <li>Narrow the results by public body, type of decision, thematic category, status or dates.</li>
        <li>Download any result list as JSON or XML, or follow a body&apos;s new decisions through its RSS feed.</li>
        <li>The published content and its metadata are open data: you may reuse them freely.</li>
      </ul>

      <h2 className="govgr-heading-l">The life of a decision</h2>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>Submitted</dt>
          <dd>A clerk of the body has entered the decision. It is not public yet and has no ADA.</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Published</dt>
          <dd>The decision has its ADA, is public and in force. Its published text never changes.</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Corrected copy</dt>
          <dd>
            To fix a clerical error, the body publishes a corrected copy: a new version with a new document under the
            same ADA. The earlier version stays readable, marked as superseded.
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Pending revocation</dt>
          <dd>The body has asked for the publication to be withdrawn. Until then the decision is still in force.</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Revoked</dt>
          <dd>
            The publication was withdrawn. The decision&apos;s page stays, so that the record is complete, but its
            document is no longer offered.
          </dd>
        </div>
      </dl>

      <h2 className="govgr-heading-l">The law</h2>
      <p>
        Publication was made compulsory by Law 3861/2010 (the «Diavgeia» programme, Greek for «clarity») and is now part
        of Law 4727/2020 on digital governance, which also requires public websites to meet WCAG 2.1 level AA.
      </p>

      <p>
        This site works without JavaScript and with screen readers. Read the{" "}
        <Link to={paths.accessibility()}>accessibility statement</Link> (in Greek).
      </p>
    </div>
  );
}
