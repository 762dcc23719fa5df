/**
 * The document shell (DESIGN.md "The house"): <html lang="el">, skip link, cookie banner,
 * header with the menu by role, one-shot alerts, the page, footer. Every control in it is a link
 * or a plain form, so the shell works with JavaScript switched off.
 */
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  type MetaFunction,
  type ShouldRevalidateFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { Alerts } from "./components/layout/Alerts";
import { CookieBanner } from "./components/layout/CookieBanner";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { KeyboardShortcuts } from "./components/layout/KeyboardShortcuts";
import { SkipLink } from "./components/layout/SkipLink";
import { WaitingOverlay } from "./components/layout/WaitingOverlay";
import { ErrorPage } from "./components/ErrorPage";
import { describeError } from "./shell/error-text";
import { loadShell } from "./shell/shell.server";
import { OPENSEARCH_PATH, OPENSEARCH_TYPE } from "./discovery/opensearch";
import { paths } from "./paths";
import { SITE_NAME, pageTitle } from "./shell/site";
import { buildMenu } from "./shell/menu";
import { useNonce } from "./shell/nonce";
import stylesHref from "./styles/main.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "search", type: OPENSEARCH_TYPE, title: SITE_NAME, href: OPENSEARCH_PATH },
];

export const meta: MetaFunction = ({ error }) => [{ title: pageTitle(error ? describeError(error).title : undefined) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { shell, headers } = await loadShell(request, context.reportError);
  return data({ shell }, { headers });
}

/**
 * The shell's data (who is logged in, alerts) can change on any navigation: after a redirect
 * that set a flash alert, after login or logout. It is cheap, so it is always reloaded.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

/** Pages with their own search form, where the header's box would be a second «Αναζήτηση». */
const OWN_SEARCH_FORM = new Set(["/", "/search"]);

export function Layout({ children }: { children: ReactNode }) {
  const loaderData = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const shell = loaderData?.shell;
  const returnTo = location.pathname + location.search;
  const textSize = shell?.preferences.textSize ?? 0;
  const nonce = useNonce();
  const menu = shell?.menu ?? buildMenu(null);
  const canSubmit = menu.some((entry) => "href" in entry && entry.href === paths.newDecision());
  return (
    <html lang="el" className={`text-size-${textSize}`}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#003476" />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        {shell && !shell.preferences.cookiesAccepted ? <CookieBanner returnTo={returnTo} /> : null}
        <SiteHeader
          user={shell?.user ?? null}
          menu={menu}
          textSize={textSize}
          pathname={location.pathname}
          returnTo={returnTo}
          showSearch={!OWN_SEARCH_FORM.has(location.pathname)}
        />
        <main id="main" tabIndex={-1} className="govgr-main">
          <div className="govgr-width-container">
            <Alerts alerts={shell?.alerts ?? []} />
            {children}
          </div>
        </main>
        <SiteFooter contactFormUrl={shell?.contactFormUrl ?? null} />
        <WaitingOverlay />
        <KeyboardShortcuts canSubmit={canSubmit} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it: scripts (and the e2e tests) can tell a page
  // that is only server HTML from one whose enhancements are live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Names the address of the page React has put on screen. After a navigation the browser's address
  // changes before React commits the new page, so a script that reads the page as soon as the
  // address changes may read the old one, or part of each (decisions 116 and 141).
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.shown = pathname + search;
  }, [pathname, search]);
  return <Outlet />;
}

export function ErrorBoundary() {
  const { status, title, message } = describeError(useRouteError());
  return <ErrorPage status={status} title={title} message={message} />;
}
