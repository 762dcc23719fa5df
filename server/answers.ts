/**
 * How the edge answers a request it refuses: the right status, a short Greek sentence, never a
 * stack trace. Browsers (Accept: text/html) get the small Greek page resource routes use; scripts
 * get the sentence as plain text. Nothing here is cached by anyone.
 */
import type { Request, Response } from "express";
import { errorPage } from "#app/http/error-response.server";
import { EDGE_TITLES } from "./messages";

export interface RefusalOptions {
  /** Extra headers, e.g. Allow for 405. */
  headers?: Record<string, string>;
  /** The request's body was not (fully) read: drain it for a moment, then close (see below). */
  bodyUnread?: boolean;
}

/** How long a refused body is read and thrown away, at most, before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * A client still sending a body it was refused must get to read the answer. Closing the socket
 * at once makes the kernel reset the connection, and the client sees "connection reset" (EPIPE)
 * instead of the 413: measured here, a client on the same machine lost the answer even when the
 * first megabyte was drained. So, like nginx's "lingering close", the rest is read and thrown
 * away, never kept, for at most LINGER_MS, then the connection is cut; a body that ends within
 * that leaves the connection usable. Memory stays flat; the cost is the sender's bandwidth.
 */
function lingerThenClose(req: Request, res: Response): void {
  if (req.complete) return;
  const socket = req.socket;
  const keepAlive = res.shouldKeepAlive;
  // When the client asked for `Connection: close`, Node closes the socket as soon as the answer
  // is written (destroySoon), which resets the client still sending. Half-close instead (an
  // http.Server allows half-open sockets): our side is done, theirs may finish or time out.
  if (!keepAlive) socket.destroySoon = () => socket.end();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  if (keepAlive) req.once("end", () => clearTimeout(timer));
  req.resume();
}

function wantsHtml(req: Request): boolean {
  return /\btext\/html\b/i.test(req.get("accept") ?? "");
}

export async function refuse(
  req: Request,
  res: Response,
  status: number,
  message: string,
  options: RefusalOptions = {},
): Promise<void> {
  const html = wantsHtml(req);
  const body = html ? await errorPage(status, EDGE_TITLES[status] ?? EDGE_TITLES[400], message).text() : `${message}\n`;
  // Checked after the await: whatever answered first wins, and a second answer is dropped.
  if (res.headersSent) return;
  res.status(status);
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  res.type(html ? "text/html; charset=utf-8" : "text/plain; charset=utf-8").send(body);
  if (options.bodyUnread) lingerThenClose(req, res);
}
