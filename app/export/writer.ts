/**
 * The boundary every export format implements: a lead, the search's total (formats whose header
 * states it), rows in batches, and a trailer, each returned as bytes at once, so the caller
 * (app/search-page/export.server.ts) decides when to write and holds one batch at a time. The lead
 * depends on nothing the engine counts, so it leaves before the count (decision 109).
 */
import type { ExportRow } from "./columns";

/** The search as received (query, fq, sort; page and size for one page), echoed so a script can check it. */
export interface ExportQueryEcho {
  query: string | null;
  fq: string[];
  sort: "recent" | "oldest" | "relevance";
  page?: number;
  size?: number;
  wt: string;
}

/** What the file says about itself (echoed search, limits, time), written before the rows. */
export interface ExportInfo {
  query: ExportQueryEcho;
  /** The search's total as the search page counts it, and whether it is exact or a lower bound. */
  total: number;
  totalIsExact: boolean;
  /** The most rows this format holds, or null when every match is written. */
  limit: number | null;
  /** The order of the rows: a whole relevance search is written newest first (search/fts5-scan.ts). */
  order: "recent" | "oldest" | "relevance";
  note: string;
  generatedAt: string;
}

/** What the file says about itself before the search is counted: all of ExportInfo but the total. */
export type ExportLead = Omit<ExportInfo, "total" | "totalIsExact">;

/** The search's total as the engine counts it (ExportInfo's). */
export type ExportTotal = Pick<ExportInfo, "total" | "totalIsExact">;

/** What is known once the last row is written. */
export interface ExportSummary {
  rowCount: number;
  /** Whether the search had more matches than the format's limit let through. */
  truncated: boolean;
}

export interface ExportWriter {
  contentType: string;
  extension: string;
  /** The most rows the format can hold (a worksheet's row limit), or null. */
  rowLimit: number | null;
  /** The file's first bytes, sent before the search is counted (a count can take seconds at 1M). */
  lead(info: ExportLead): Uint8Array;
  /**
   * The rest of the header once the search is counted, for a format whose header states the
   * total (JSON, XML); without it the export does not count the search at all (CSV, workbook).
   */
  total?: (info: ExportInfo) => Uint8Array;
  rows(rows: readonly ExportRow[], writtenBefore: number): Uint8Array;
  end(summary: ExportSummary): Uint8Array;
}

/** UTF-8 bytes of `text` (Buffer.from is Node's fastest path; a Buffer is a Uint8Array). */
export const utf8 = (text: string): Uint8Array => Buffer.from(text, "utf8");

/**
 * Where rows are written before their bytes are copied out: kept between batches, so a batch
 * leaves one buffer of its own size behind instead of the four or five a buffer grown from
 * scratch each time did (memory that waited for a collection, decision record 144). A batch of 500
 * rows is ~0.4-0.5 MiB; a batch larger than SCRATCH_KEPT_MAX is written in a buffer of its own.
 */
let scratch: Buffer | null = null;
const SCRATCH_START = 1024 * 1024;
const SCRATCH_KEPT_MAX = 8 * 1024 * 1024;

/**
 * The UTF-8 bytes of one text per row, written row by row into one buffer, returned in a buffer of
 * exactly their size (copied out of the scratch buffer, which the next batch reuses). Joining a
 * batch's rows into one string first cost more than writing them: 500 rows of Greek text make a
 * ~0.8 MB two-byte string, which V8 allocates in its large-object space and flattens, and the
 * export spent 5-10 µs a row on that (bench/export-cpu.ts; decision record 125).
 */
export function encodeRows<T>(rows: readonly T[], text: (row: T, index: number) => string): Uint8Array {
  return withEncodedRows(rows, text, (bytes) => new Uint8Array(bytes));
}

/**
 * encodeRows for a caller that is done with the bytes before it returns (the workbook compresses
 * them at once): `use` sees them in the scratch buffer itself, valid only during the call, with no
 * copy left behind for the collector.
 */
export function withEncodedRows<T, R>(
  rows: readonly T[],
  text: (row: T, index: number) => string,
  use: (bytes: Uint8Array) => R,
): R {
  scratch ??= Buffer.allocUnsafeSlow(SCRATCH_START);
  let buffer = scratch;
  let length = 0;
  for (let i = 0; i < rows.length; i++) {
    const piece = text(rows[i], i);
    // A UTF-16 code unit takes at most 3 bytes in UTF-8.
    const most = piece.length * 3;
    if (length + most > buffer.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(buffer.length * 2, length + most));
      buffer.copy(bigger, 0, 0, length);
      buffer = bigger;
    }
    length += buffer.write(piece, length);
  }
  if (buffer !== scratch && buffer.length <= SCRATCH_KEPT_MAX) scratch = buffer;
  return use(buffer.subarray(0, length));
}

/** A JSON export file as parsed back (tests, scripts). */
export interface JsonExportFile {
  info: ExportInfo;
  decisionResultList: ExportRow[];
  rowCount: number;
  truncated: boolean;
}
