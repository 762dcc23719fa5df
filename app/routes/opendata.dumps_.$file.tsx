/**
 * /opendata/dumps/{file}: one bulk dump (application/gzip) or its checksum (text/plain), streamed
 * from DUMP_DIR with its length, so a download shows its progress. A name that is not a listed
 * dump is a Greek 404. A dump never changes once written: long caching, validated by ETag.
 */
import fs from "node:fs";
import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { dumpDownload } from "#app/export/dump.server";
import { cacheHeaders, conditionalResponse } from "#app/http/cache.server";
import { errorPage } from "#app/http/error-response.server";
import { input, parseParams } from "#app/http/input.server";
import { readOnlyResource } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";

export function loader({ request, params }: LoaderFunctionArgs) {
  const typed = parseParams(z.object({ file: input.segment }), params, {
    answer: "resource",
    message: TEXT.dumpNotFound,
  });
  const dump = dumpDownload(typed.file);
  if (!dump) return errorPage(404, TEXT.notFoundTitle, TEXT.dumpNotFound);
  const headers = cacheHeaders("publishedVersion", {
    etag: [typed.file, dump.bytes, dump.modified],
    lastModified: dump.modified,
  });
  const checksum = typed.file.endsWith(".sha256");
  headers.set("Content-Type", checksum ? "text/plain; charset=utf-8" : "application/gzip");
  headers.set("Content-Length", String(dump.bytes));
  if (!checksum) headers.set("Content-Disposition", `attachment; filename="${typed.file}"`);
  headers.set("X-Content-Type-Options", "nosniff");
  return conditionalResponse(
    request,
    headers,
    () => Readable.toWeb(fs.createReadStream(dump.file)) as ReadableStream<Uint8Array>,
  );
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
