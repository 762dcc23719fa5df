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
  /** The request's body was not (fully) read: discard a little more of it, then close. */
  bodyUnread?: boolean;
}

/** How much of a refused body is read and thrown away, at most, before the connection is cut. */
const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 2_000;

/**
 * A client still sending a body it was refused must get to read the answer. Closing the socket
 * at once would make the kernel reset the connection, and the client would see "connection
 * reset" instead of the 413 (nginx's "lingering close" solves the same problem). So the rest
 * is read and discarded, never kept, for at most LINGER_BYTES or LINGER_MS, then the
 * connection is cut; a body that ends within that leaves the connection usable.
 */
function lingerThenClose(req: Request): void {
  if (req.complete) return;
  const socket = req.socket;
  let drained = 0;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    drained += chunk.byteLength;
    if (drained > LINGER_BYTES) cut();
  });
  req.on("end", () => clearTimeout(timer));
  socket.on("close", () => clearTimeout(timer));
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
  if (options.bodyUnread) lingerThenClose(req);
}
