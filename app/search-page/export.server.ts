/**
 * /search/export: every result of a search as one JSON, XML, CSV or workbook file, streamed
 * (decision record 035). The rows come from a scan (search/fts5-scan.ts: one statement on a
 * read-only connection of its own, read through an iterator) EXPORT_BATCH at a time, only as fast
 * as the client reads: the header leaves at once, memory holds one batch, and nothing is cut
 * short silently. The limits are the workbook's (a worksheet's 1,048,575 rows) and the row limit an
 * administrator may set (/administration/search, lumiview_export; none by default): the
 * X-Export-Row-Limit header and the file say so, and the file says whether it was reached.
 * A client that goes away stops the scan before its next batch (decision 085).
 */
import { getDb } from "#db/client";
import type { SearchDocument, SearchEngine, SearchQuery, SortOrder } from "#search/engine";
import { SearchInputError } from "#search/errors";
import { openScan, type Scan } from "#search/fts5-scan";
import { setImmediate as yieldToEventLoop, setTimeout as sleep } from "node:timers/promises";
import { athensDay } from "#shared/dates";
import { csvWriter } from "../export/csv";
import { exportRow } from "../export/row";
import { jsonWriter } from "../export/json";
import type { ExportLead, ExportQueryEcho, ExportTotal, ExportWriter } from "../export/writer";
import { xlsxWriter } from "../export/xlsx";
import { EXPORT_SCHEMA_PATH, xmlWriter } from "../export/xml";
import { publicDataStamp } from "../decisions/read.server";
import { publicBaseUrl } from "../http/public-url";
import { searchSettings } from "../search-settings/store.server";
import { searchEngine } from "./engine.server";
import { parseSearchRequest, toSearchQuery } from "./request";

/**
 * Rows read and written per step: one step's text is what the server holds of an export. Measured
 * (bench/export.ts, server CPU per row): 2,000 was no faster and let the heap grow by the whole file
 * between major collections (+158 MiB for 156 MiB of JSON); 500 stays within ~30 MiB.
 */
export const EXPORT_BATCH = 500;

export const EXPORT_FORMATS = ["json", "xml", "csv", "xls"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

function writerFor(format: ExportFormat, origin: string, xlsxRowLimit?: number): ExportWriter {
  if (format === "xml") return xmlWriter(`${origin}${EXPORT_SCHEMA_PATH}`);
  if (format === "csv") return csvWriter;
  if (format === "xls") return xlsxWriter({ rowLimit: xlsxRowLimit });
  return jsonWriter;
}

function infoNote(options: {
  onePage: boolean;
  relevance: boolean;
  rowLimit: number | null;
  configuredLimit: number | null;
}): string {
  if (options.onePage) return "Η εξαγωγή περιέχει μία σελίδα αποτελεσμάτων (παράμετροι page και size).";
  if (options.configuredLimit !== null && options.configuredLimit === options.rowLimit) {
    return (
      `Η εξαγωγή περιέχει έως ${options.configuredLimit.toLocaleString("el-GR")} πράξεις της αναζήτησης ` +
      "(όριο της διαχείρισης)· αν η αναζήτηση έχει περισσότερες, το αρχείο το αναφέρει." +
      (options.relevance ? " Οι πράξεις είναι ταξινομημένες από τη νεότερη στην παλαιότερη." : "")
    );
  }
  let note = "Η εξαγωγή περιέχει όλες τις πράξεις της αναζήτησης.";
  if (options.rowLimit !== null) {
    note +=
      ` Ένα φύλλο εργασίας χωράει έως ${options.rowLimit.toLocaleString("el-GR")} γραμμές· ` +
      "αν η αναζήτηση έχει περισσότερες, το αρχείο το αναφέρει και οι υπόλοιπες λαμβάνονται σε μορφή csv, json ή xml.";
  }
  if (options.relevance) note += " Οι πράξεις είναι ταξινομημένες από τη νεότερη στην παλαιότερη.";
  return note;
}

/** The tighter of two row limits (null: none). */
function smallerLimit(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** Where the rows come from: the whole search (a scan) or one page the engine already gave. */
type RowSource = { kind: "scan"; open: () => Scan } | { kind: "page"; hits: SearchDocument[] };

/** How long the lead is given to leave (compressed, on libuv's pool) before the count or scan runs. */
const LEAD_WAIT_MS = 10;

/** How an export learns that its client went away, and whom it tells. */
export interface ClientWatch {
  /** The request's signal (server/remix.ts aborts it when the connection closes first). */
  signal?: AbortSignal;
  /** Told once, with the rows written, when the export stops because the client left. */
  onClientGone?: (rowsWritten: number) => void;
}

/**
 * The file as a stream: the lead at once, then (JSON, XML) the search's total once counted, then a
 * batch per read, then the trailer. The count comes after the first bytes (decision 109): for a
 * common word at 1M it takes seconds. A client that goes away (its signal aborts, or the reader
 * cancels) stops the scan before its next batch.
 */
export function exportStream(
  writer: ExportWriter,
  lead: ExportLead,
  count: () => Promise<ExportTotal>,
  source: RowSource,
  origin: string,
  rowLimit: number | null = writer.rowLimit,
  watch: ClientWatch = {},
): ReadableStream<Uint8Array> {
  let scan: Scan | null = null;
  let gone = false;
  const clientGone = () => {
    scan?.close();
    if (gone) return;
    gone = true;
    watch.onClientGone?.(written);
  };
  let page = source.kind === "page" ? source.hits : null;
  let written = 0;
  let started = false;
  let leadOut = false;
  const statesTotal = writer.total;
  let counted = statesTotal === undefined;
  let cancelled = false;
  const limit = rowLimit ?? Number.POSITIVE_INFINITY;

  const nextBatch = (max: number): SearchDocument[] => {
    if (page) {
      const out = page.slice(0, max);
      page = page.slice(max);
      return out;
    }
    if (source.kind !== "scan") return [];
    scan ??= source.open();
    return scan.next(max);
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(writer.lead(lead));
          return;
        }
        if (!leadOut) {
          leadOut = true;
          // The count and a text scan's first rows are synchronous and can hold the event loop for
          // seconds at 1M. A compressed lead is compressed on libuv's pool and reaches the socket
          // in a later turn of the loop, which one setImmediate does not wait for: wait a moment.
          await sleep(LEAD_WAIT_MS);
        }
        if (statesTotal && !counted) {
          counted = true;
          const total = await count();
          if (cancelled) return;
          controller.enqueue(statesTotal({ ...lead, ...total }));
          return;
        }
        // The scan is synchronous: let the event loop run (send what is written, serve other
        // requests) before the next batch, or the whole file would be made before a byte left.
        await yieldToEventLoop();
        if (cancelled) return;
        if (watch.signal?.aborted) {
          // Nobody reads the rest: no trailer, and the scan's connection is let go now.
          clientGone();
          controller.close();
          return;
        }
        const docs = nextBatch(Math.min(EXPORT_BATCH, limit - written));
        if (docs.length > 0) {
          controller.enqueue(
            writer.rows(
              docs.map((doc) => exportRow(doc, origin)),
              written,
            ),
          );
          written += docs.length;
          if (written < limit) return;
        }
        // Done, or the format is full: one more row tells whether anything was left out.
        const truncated = written >= limit && nextBatch(1).length > 0;
        scan?.close();
        controller.enqueue(writer.end({ rowCount: written, truncated }));
        controller.close();
      } catch (error) {
        scan?.close();
        if (watch.signal?.aborted) {
          // The engine stopped counting because the client went away (SearchAbortedError).
          clientGone();
          controller.close();
          return;
        }
        // Headers are already sent: the file ends short, which a parser reports; the log says why.
        console.error("search export failed", error);
        controller.error(error);
      }
    },
    cancel() {
      cancelled = true;
      clientGone();
    },
  });
}

export type ExportOutcome =
  | { kind: "badFormat" }
  | { kind: "badQuery"; message: string }
  | {
      kind: "ok";
      format: ExportFormat;
      contentType: string;
      filename: string;
      /** The most rows the file can hold (the workbook's), or null. */
      rowLimit: number | null;
      stream: ReadableStream<Uint8Array>;
      /**
       * What the file depends on, for its ETag: the search as echoed (and, for one page, the page
       * itself); searchExport adds the register's public data version.
       */
      validators: (string | number)[];
    };

export interface ExportContext {
  origin: string;
  engine: SearchEngine;
  /** The register's database file, which the scan reads (search/fts5-scan.ts). */
  databaseFile: string;
  /** The workbook's row limit, lowered only by tests of the limit (default: a worksheet's). */
  xlsxRowLimit?: number;
  /** The administration's export settings (row limit or none, the sort when the URL gives none). */
  settings?: { rowLimit: number | null; defaultSort: SortOrder };
  /** The request's signal and who is told when the client leaves mid-file (decision 085). */
  client?: ClientWatch;
}

/**
 * The export for a /search/export URL: its wt, and the same query, fq and sort as /search. With
 * `page` (and optionally `size`, at most 500) it is that one page, as Diavgeia's export does;
 * without, every result.
 */
export async function exportSearch(url: URL, context: ExportContext): Promise<ExportOutcome> {
  const wt = url.searchParams.get("wt");
  if (!EXPORT_FORMATS.includes(wt as ExportFormat)) return { kind: "badFormat" };
  const format = wt as ExportFormat;
  try {
    const settings = context.settings ?? { rowLimit: null, defaultSort: "recent" };
    const parsed = parseSearchRequest(url.searchParams, { alsoAllowed: ["wt"], defaultSort: settings.defaultSort });
    const { request } = parsed;
    const onePage = url.searchParams.has("page") || request.size !== undefined;
    const echo: ExportQueryEcho = {
      query: request.text || null,
      fq: request.fq,
      sort: request.sort,
      ...(onePage ? { page: request.page, size: request.size ?? EXPORT_BATCH } : {}),
      wt: format,
    };
    const query: SearchQuery = toSearchQuery(parsed, { page: undefined, size: undefined, facets: [] });
    // The search is checked above (parseSearchRequest: a bad one is a 400 before any byte). One
    // page is the engine's page; a whole export counts the search (the total the search page
    // shows) only after its first bytes have left, and only for a format that states it.
    const countSearch = (page: number, size: number) =>
      context.engine.search({ ...query, signal: context.client?.signal, page, size, facets: [] });
    const first = onePage ? await countSearch(request.page, request.size ?? EXPORT_BATCH) : null;
    const count = async (): Promise<ExportTotal> => {
      const { total, totalIsExact } = first ?? (await countSearch(0, 1));
      return { total, totalIsExact };
    };
    const writer = writerFor(format, context.origin, context.xlsxRowLimit);
    const relevance = !onePage && request.sort === "relevance";
    const rowLimit = onePage ? writer.rowLimit : smallerLimit(writer.rowLimit, settings.rowLimit);
    const lead: ExportLead = {
      query: echo,
      limit: rowLimit,
      order: onePage ? request.sort : request.sort === "oldest" ? "oldest" : "recent",
      note: infoNote({ onePage, relevance, rowLimit, configuredLimit: settings.rowLimit }),
      generatedAt: new Date().toISOString(),
    };
    const source: RowSource = first
      ? { kind: "page", hits: first.hits }
      : { kind: "scan", open: () => openScan(context.databaseFile, query, { lists: false }) };
    // A whole export's content is the search over the data as it is: searchExport adds the
    // register's public data version, so no count is needed before the headers.
    const validators = [
      context.origin,
      JSON.stringify(echo),
      ...(first ? [first.total, ...first.hits.map((h) => `${h.ada}@${h.updatedAt}:${h.status}`)] : []),
    ];
    return {
      kind: "ok",
      format,
      contentType: writer.contentType,
      filename: `apofaseis-${athensDay(Date.now())}.${writer.extension}`,
      rowLimit,
      stream: exportStream(writer, lead, count, source, context.origin, rowLimit, context.client),
      validators,
    };
  } catch (error) {
    if (error instanceof SearchInputError) return { kind: "badQuery", message: error.message };
    throw error;
  }
}

/**
 * The export for a request to /search/export, with the portal's engine, database and public
 * address; its validators also name the register's public data version (any later publication,
 * edit or revocation changes the ETag).
 */
export async function searchExport(url: URL, signal?: AbortSignal): Promise<ExportOutcome> {
  const outcome = await exportSearch(url, {
    origin: publicBaseUrl(),
    engine: searchEngine(),
    databaseFile: getDb().$client.name,
    settings: searchSettings("lumiview_export"),
    client: {
      signal,
      // One line, so an operator sees abandoned downloads (and that they stopped costing).
      onClientGone: (rowsWritten) =>
        console.warn(JSON.stringify({ msg: "search export stopped: the client went away", rowsWritten })),
    },
  });
  return outcome.kind === "ok" ? { ...outcome, validators: [...outcome.validators, publicDataStamp()] } : outcome;
}
