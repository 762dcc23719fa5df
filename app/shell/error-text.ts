/**
 * Greek title and message for an error caught by the root ErrorBoundary. Thrown responses carry
 * their status and, from app/http/errors.server.ts, a `message` meant for the visitor; anything
 * else is an unexpected failure and becomes a plain 500 text (no internals leak to the page).
 */
import { isRouteErrorResponse } from "@remix-run/react";
import { STATUS_TITLES } from "../http/status-titles";
import { MSG, TEXT } from "../messages";

export interface ErrorText {
  status: number;
  title: string;
  message?: string;
}

function messageOf(data: unknown): string | undefined {
  if (typeof data === "string" && data.trim() !== "" && data.length < 500) return data;
  if (data && typeof data === "object" && typeof (data as { message?: unknown }).message === "string") {
    return (data as { message: string }).message;
  }
  return undefined;
}

export function describeError(error: unknown): ErrorText {
  if (isRouteErrorResponse(error)) {
    const status = error.status;
    if (status >= 500) return { status, title: MSG.errorHeading, message: TEXT.serverError };
    const title = STATUS_TITLES[status] ?? TEXT.badRequest;
    let message = messageOf(error.data);
    // A bare 403 (a guard's plain-text answer, or none) gets SPEC §6's sentence; a refusal that
    // says more (a stale form) keeps its own Greek message.
    if (status === 403 && (!message || !/[\u0370-\u03ff]/.test(message))) message = MSG.forbidden;
    // Remix's own texts for unmatched routes and methods are English: use ours instead.
    if (status === 404 && (!message || /^(No route matches|Not Found)/i.test(message))) {
      message =
        "Η διεύθυνση που ζητήσατε δεν αντιστοιχεί σε σελίδα του μητρώου. Ελέγξτε τη διεύθυνση ή αναζητήστε την πράξη.";
    }
    if (status === 405) message = "Η σελίδα δεν δέχεται αυτό το είδος αιτήματος.";
    if (message === title) message = undefined;
    return { status, title, message };
  }
  return { status: 500, title: MSG.errorHeading, message: TEXT.serverError };
}
