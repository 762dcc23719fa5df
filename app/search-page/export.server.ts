/**
 * /search/export: the results of a search as one JSON or XML file, streamed. The engine is asked
 * page by page (EXPORT_BATCH rows at a time) only as fast as the client reads, so a large export
 * holds one batch in memory. At most EXPORT_LIMIT rows are written; `info` says so, and says when
 * the search has more (narrow it by date or organisation to get the rest).
 */
import type { SearchDocument, SearchEngine, SearchQuery, SearchResult } from "#search/engine";
import { SearchInputError } from "#search/errors";
import { MAX_RESULT_WINDOW } from "#search/limits";
import { athensDay, formatDate, formatDateTimeSeconds } from "#shared/dates";
import { publicDataStamp } from "../decisions/read.server";
import { publicBaseUrl } from "../http/public-url";
import { escapeXml } from "../http/xml";
import { paths } from "../paths";
import { searchEngine } from "./engine.server";
import { parseSearchRequest, toSearchQuery } from "./request";

export const EXPORT_BATCH = 500;
/** The engines page by offset up to MAX_RESULT_WINDOW; an export goes as far. */
export const EXPORT_LIMIT = MAX_RESULT_WINDOW;

export type ExportFormat = "json" | "xml";

export interface ExportRow {
  ada: string;
  versionId: string;
  subject: string;
  protocolNumber: string;
  status: string;
  organizationUid: string;
  organizationLabel: string;
  decisionTypeUid: string;
  decisionTypeLabel: string;
  /** dd/MM/yyyy (diavgeia.md §1.7 export) and the ISO day. */
  issueDate: string;
  issueDateIso: string;
  /** First publication and latest version: epoch ms and dd/MM/yyyy HH:mm:ss (Athens). */
  publishTimestamp: number;
  publishDate: string;
  submissionTimestamp: number;
  submissionDate: string;
  amount: number | null;
  url: string;
  documentUrl: string;
}

export function exportRow(doc: SearchDocument, origin: string): ExportRow {
  return {
    ada: doc.ada,
    versionId: doc.versionId,
    subject: doc.subject,
    protocolNumber: doc.protocolNumber,
    status: doc.status,
    organizationUid: doc.orgUid,
    organizationLabel: doc.orgLabel,
    decisionTypeUid: doc.decisionTypeUid,
    decisionTypeLabel: doc.decisionTypeLabel,
    issueDate: formatDate(doc.issueDate),
    issueDateIso: doc.issueDate,
    publishTimestamp: doc.publishedAt,
    publishDate: formatDateTimeSeconds(doc.publishedAt),
    submissionTimestamp: doc.updatedAt,
    submissionDate: formatDateTimeSeconds(doc.updatedAt),
    amount: doc.amount,
    url: `${origin}${paths.decision(doc.ada)}`,
    documentUrl: `${origin}${paths.document(doc.ada)}`,
  };
}

export interface ExportInfo {
  /** The search as received (query, fq, sort), echoed so a script can check what it asked. */
  query: Record<string, unknown>;
  total: number;
  totalIsExact: boolean;
  limit: number;
  /** Whether the search matched more rows than the export writes. */
  truncated: boolean;
  note: string;
  generatedAt: string;
}

function infoNote(truncated: boolean, onePage: boolean): string {
  if (onePage) return "Η εξαγωγή περιέχει μία σελίδα αποτελεσμάτων (παράμετροι page και size).";
  return truncated
    ? `Η εξαγωγή περιέχει τις πρώτες ${EXPORT_LIMIT.toLocaleString("el-GR")} πράξεις της αναζήτησης. ` +
        "Για τις υπόλοιπες, περιορίστε την αναζήτηση (π.χ. με ημερομηνίες ή φορέα)."
    : "Η εξαγωγή περιέχει όλες τις πράξεις της αναζήτησης.";
}

/** The values an export record holds: scalars, lists of them, and nested records. */
type XmlScalar = string | number | boolean | null | undefined;

function xmlElement(name: string, value: XmlScalar): string {
  if (value === null || value === undefined) return `<${name}/>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

function xmlRecord(name: string, record: object): string {
  const inner = Object.entries(record as Record<string, unknown>)
    .map(([k, v]) => {
      // A list is its element repeated: <fq>a</fq><fq>b</fq>.
      if (Array.isArray(v)) return (v as XmlScalar[]).map((item) => xmlElement(k, item)).join("");
      return v !== null && typeof v === "object" ? xmlRecord(k, v) : xmlElement(k, v as XmlScalar);
    })
    .join("");
  return `<${name}>${inner}</${name}>`;
}

interface Writer {
  start(info: ExportInfo): string;
  row(row: ExportRow, first: boolean): string;
  end(): string;
}

const WRITERS: Record<ExportFormat, Writer> = {
  json: {
    start: (info) => `{"info":${JSON.stringify(info)},"decisionResultList":[`,
    row: (row, first) => (first ? "\n" : ",\n") + JSON.stringify(row),
    end: () => "\n]}\n",
  },
  xml: {
    start: (info) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<decisionsExport>\n${xmlRecord("info", info)}\n<decisionResultList>`,
    row: (row) => `\n${xmlRecord("decision", row)}`,
    end: () => "\n</decisionResultList>\n</decisionsExport>\n",
  },
};

/**
 * A stream of the export. The first batch is fetched before the stream is returned, so a bad
 * search fails as an HTTP error rather than as a broken file.
 */
export async function exportStream(
  engine: SearchEngine,
  query: Omit<SearchQuery, "page" | "size" | "facets">,
  format: ExportFormat,
  echo: Record<string, unknown>,
  origin: string,
  /** One explicit page instead of everything (Diavgeia-style page/size). */
  range?: { page: number; size: number },
): Promise<{ stream: ReadableStream<Uint8Array>; first: SearchResult }> {
  const writer = WRITERS[format];
  const encoder = new TextEncoder();
  const size = range?.size ?? EXPORT_BATCH;
  const firstPage = range?.page ?? 0;
  const fetchPage = async (page: number) => engine.search({ ...query, page, size, facets: [] });

  const first = await fetchPage(firstPage);
  const truncated = range ? false : first.total > EXPORT_LIMIT || (!first.totalIsExact && first.total >= EXPORT_LIMIT);
  const info: ExportInfo = {
    query: echo,
    total: first.total,
    totalIsExact: first.totalIsExact,
    limit: EXPORT_LIMIT,
    truncated,
    note: infoNote(truncated, range !== undefined),
    generatedAt: new Date().toISOString(),
  };

  let page = firstPage;
  let written = 0;
  let pending: SearchDocument[] | null = first.hits;
  let started = false;

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(writer.start(info)));
          return;
        }
        const hits = pending ?? [];
        pending = null;
        let chunk = "";
        for (const doc of hits) {
          if (written >= EXPORT_LIMIT) break;
          chunk += writer.row(exportRow(doc, origin), written === 0);
          written++;
        }
        if (chunk) controller.enqueue(encoder.encode(chunk));
        const more = !range && hits.length === EXPORT_BATCH && written < EXPORT_LIMIT;
        if (more) {
          page++;
          pending = (await fetchPage(page)).hits;
          if (pending.length > 0) return;
        }
        controller.enqueue(encoder.encode(writer.end()));
        controller.close();
      } catch (error) {
        // Headers are already sent: the file ends short, which a parser reports; the log says why.
        console.error("search export failed", error);
        controller.error(error);
      }
    },
  });
  return { stream, first };
}

export type ExportOutcome =
  | { kind: "badFormat" }
  | { kind: "badQuery"; message: string }
  | {
      kind: "ok";
      format: ExportFormat;
      filename: string;
      stream: ReadableStream<Uint8Array>;
      /** What the file depends on, for its ETag: the search as echoed and what its first batch holds. */
      validators: (string | number)[];
    };

/**
 * The export for a /search/export URL: its wt, and the same query, fq and sort as /search. With
 * `page` (and optionally `size`, at most 500) it is that one page, as Diavgeia's export does;
 * without, every result up to EXPORT_LIMIT.
 */
export async function exportSearch(url: URL, origin: string, engine: SearchEngine): Promise<ExportOutcome> {
  const wt = url.searchParams.get("wt");
  if (wt !== "json" && wt !== "xml") return { kind: "badFormat" };
  try {
    const parsed = parseSearchRequest(url.searchParams, { alsoAllowed: ["wt"] });
    const { request } = parsed;
    const onePage = url.searchParams.has("page") || request.size !== undefined;
    const echo = {
      query: request.text || null,
      fq: request.fq,
      sort: request.sort,
      ...(onePage ? { page: request.page, size: request.size ?? EXPORT_BATCH } : {}),
      wt,
    };
    const query = toSearchQuery(parsed, { page: undefined, size: undefined, facets: [] });
    const range = onePage ? { page: request.page, size: request.size ?? EXPORT_BATCH } : undefined;
    const { stream, first } = await exportStream(engine, query, wt, echo, origin, range);
    const validators = [
      origin,
      JSON.stringify(echo),
      first.total,
      ...first.hits.map((h) => `${h.ada}@${h.updatedAt}:${h.status}`),
    ];
    return { kind: "ok", format: wt, filename: `apofaseis-${athensDay(Date.now())}.${wt}`, stream, validators };
  } catch (error) {
    if (error instanceof SearchInputError) return { kind: "badQuery", message: error.message };
    throw error;
  }
}

/**
 * The export for a request to /search/export, with the portal's engine and public address; its
 * validators also name the register's public data version (any later publication, edit or
 * revocation changes the ETag even where the first batch does not show it).
 */
export async function searchExport(url: URL): Promise<ExportOutcome> {
  const outcome = await exportSearch(url, publicBaseUrl(), searchEngine());
  return outcome.kind === "ok" ? { ...outcome, validators: [...outcome.validators, publicDataStamp()] } : outcome;
}
