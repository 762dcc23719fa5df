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
  /** Close the connection after answering (the body was not read, so it cannot be reused). */
  close?: boolean;
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
  if (options.close) res.setHeader("Connection", "close");
  res.type(html ? "text/html; charset=utf-8" : "text/plain; charset=utf-8").send(body);
}
