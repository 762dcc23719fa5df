/** Any address no other route matches: the Greek 404 page, with status 404. */
import { notFound } from "#app/http/errors.server";

export function loader(): never {
  notFound();
}

export function action(): never {
  notFound();
}

/** Never rendered (the loader always throws); present so the root ErrorBoundary shows the page. */
export default function NotFound() {
  return null;
}
