/**
 * Throwing the right HTTP error from a loader or action. The root ErrorBoundary turns each into
 * a Greek error page with the same status (never a stack trace). Safe to import anywhere.
 */
import { data } from "@remix-run/node";
import { TEXT } from "../messages";

export interface ErrorPayload {
  /** A Greek sentence for the visitor. */
  message: string;
}

export function notFound(message: string = TEXT.notFoundTitle): never {
  throw data<ErrorPayload>({ message }, { status: 404 });
}

export function badRequest(message: string): never {
  throw data<ErrorPayload>({ message }, { status: 400 });
}

export function gone(message: string): never {
  throw data<ErrorPayload>({ message }, { status: 410 });
}
