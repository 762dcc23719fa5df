/**
 * A pathless layout around every page (app/routes.ts puts it there), whose only job is its
 * ErrorBoundary. When an action throws (a 403 for a forged POST, a 404, a 400), Remix runs the
 * loaders of the routes *above* the nearest boundary only. With the boundary on the root, the
 * root loader did not run, so the error page was drawn with an empty shell: a logged-in user was
 * shown the header of a logged-out visitor (issue 13). With the boundary here, the root loader
 * runs and the error page keeps the user's header, menu and alerts. The root keeps its own
 * boundary for failures of the shell itself.
 */
import { Outlet, useRouteError } from "@remix-run/react";
import { ErrorPage } from "./components/ErrorPage";
import { describeError } from "./shell/error-text";

export default function PageBoundary() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const { status, title, message } = describeError(useRouteError());
  return <ErrorPage status={status} title={title} message={message} />;
}
