/**
 * What the two decision pages show, each in one call: /decision/view/{ada} (decisionPage) and
 * /decision/view/v/{versionId} (versionPage). The viewer's access decides which versions appear
 * (read.server.ts), which actions are offered (action-links.ts), whether the document is linked
 * (visibility.ts), and how long a visitor's copy may be kept (cache-policy.ts).
 */
import type { AccessEntry } from "../access/permissions";
import type { CachePolicy } from "../http/cache-policy";
import { actionLinksFor, type ActionLink } from "./action-links";
import { getDecisionByAda, getVersion, type DecisionPage } from "./read.server";
import { documentIsAvailable } from "./visibility";
import { documentSignature, type DocumentSignature } from "../documents/published-document.server";

/** Who is looking: a logged-in user's access, or null for a visitor. */
export type Viewer = { access: readonly AccessEntry[] } | null;

export interface DecisionPageView {
  page: DecisionPage;
  actions: ActionLink[];
  showDocument: boolean;
  /** History and actions change over time; the version page shows them to logged-in viewers only. */
  showHistory: boolean;
  /** The policy of a visitor's copy (a logged-in viewer's page is private anyway). */
  cachePolicy: CachePolicy;
  /** How to check the published document's signature; null when no public document is shown. */
  signature: DocumentSignature | null;
}

export type DecisionPageResult =
  | { kind: "found"; view: DecisionPageView }
  | { kind: "notFound" }
  /** The version exists but is not public, and the viewer may not see unpublished versions. */
  | { kind: "hidden" };

function actionsOf(page: DecisionPage, viewer: Viewer): ActionLink[] {
  const { decision, version } = page;
  return actionLinksFor(
    {
      status: decision.status,
      orgUid: decision.org.uid,
      ada: decision.ada,
      versionId: version.versionId,
      isLatestVersion: version.isLatest,
    },
    viewer?.access ?? null,
  );
}

function signatureOf(page: DecisionPage, shown: boolean): DocumentSignature | null {
  const { version } = page;
  return shown && version.publishedAt !== null && version.document ? documentSignature(version.versionId) : null;
}

/** The decision with this canonical ADA: its newest version the viewer may see. */
export function decisionPage(ada: string, viewer: Viewer): DecisionPageResult {
  const page = getDecisionByAda(ada, viewer?.access ?? null);
  if (!page) return { kind: "notFound" };
  return {
    kind: "found",
    view: {
      page,
      actions: actionsOf(page, viewer),
      showDocument: documentIsAvailable(page.decision.status),
      showHistory: true,
      // It follows the decision: a new version, a revocation request, a revocation.
      cachePolicy: "publicPage",
      signature: signatureOf(page, documentIsAvailable(page.decision.status)),
    },
  };
}

/** One version (a lower-case versionId), with its decision. */
export function versionPage(versionId: string, viewer: Viewer): DecisionPageResult {
  const lookup = getVersion(versionId, viewer?.access ?? null);
  if (!lookup.found) return { kind: "notFound" };
  if (!lookup.visible) return { kind: "hidden" };
  const page = lookup.page;
  const { decision, version } = page;
  const published = version.publishedAt !== null;
  return {
    kind: "found",
    view: {
      page,
      actions: actionsOf(page, viewer),
      showDocument: !published || documentIsAvailable(decision.status),
      showHistory: viewer !== null,
      signature: signatureOf(page, published && documentIsAvailable(decision.status)),
      // Fixed content; only its status and "superseded" mark still change (decision record 025).
      cachePolicy: published ? "publishedVersion" : "privatePage",
    },
  };
}
