/**
 * A document-management system (ΣΗΔΕ) speaking the OpenData write API, as issue 15 asks: it
 * publishes N decisions with PDFs through `POST /opendata/decisions`, sends a corrected copy of
 * one (`POST /opendata/decisions/{ada}`, correctedCopy), requests the revocation of another
 * (`POST /opendata/decisions/requests/revocations`), then finds every one of them through
 * `/opendata/search` in JSON and in XML. Only HTTP and the public API: no database, no imports
 * from the app, so it plays an outside client exactly.
 *
 * The command line is scripts/document-system.ts; tests/e2e/opendata-write.spec.ts and
 * bench/opendata-write.ts (throughput) call playDocumentSystem.
 */
import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";
import PDFDocument from "pdfkit";

export interface DocumentSystemOptions {
  baseUrl: string;
  username: string;
  password: string;
  /** The organisation the API user publishes for. */
  org: string;
  count: number;
  /**
   * "basic": HTTP Basic on every call (argon2 once a minute, the calls between
   *   skip it: decision 118);
   * "token": Basic once on /luminapi/api/users/self, then its X-Auth-Token on every call.
   */
  auth?: "basic" | "token";
  /** How many publications run at once (a document system sends several). */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface DocumentSystemReport {
  /** A word in every subject, so the search finds exactly this run's decisions. */
  tag: string;
  adas: string[];
  publishSeconds: number;
  decisionsPerSecond: number;
  /** This process's CPU while it published, per decision: the load generator's own share of the machine. */
  clientCpuMsPerDecision: number;
  corrected: { ada: string; versionId: string; correctedVersionId: string };
  revocationRequested: { ada: string; status: string };
  foundJson: number;
  foundXml: number;
  totalJson: number;
}

/** A small real PDF (pdfkit) whose text names the decision. */
export function decisionPdf(text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", info: { Title: text } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fontSize(14).text(text);
    doc.end();
  });
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: HTTP ${status} ${body.slice(0, 500)}`);
  }
}

async function client(options: DocumentSystemOptions) {
  const basic = { Authorization: `Basic ${Buffer.from(`${options.username}:${options.password}`).toString("base64")}` };
  let credentials: Record<string, string> = basic;
  if (options.auth === "token") {
    const self = await fetch(`${options.baseUrl}/luminapi/api/users/self`, { headers: basic });
    const token = self.headers.get("X-Auth-Token");
    if (!self.ok || !token) throw new ApiError(self.status, await self.text(), "users/self");
    credentials = { "X-Auth-Token": token };
  }
  const call = async (path: string, init: RequestInit = {}, what = path): Promise<Response> => {
    const response = await fetch(`${options.baseUrl}${path}`, {
      ...init,
      headers: { ...credentials, ...(init.headers as Record<string, string> | undefined) },
    });
    if (!response.ok) throw new ApiError(response.status, await response.text(), what);
    return response;
  };
  return {
    credentials,
    json: async <T>(path: string, init?: RequestInit, what?: string) =>
      (await (await call(path, init, what)).json()) as T,
    text: async (path: string, init?: RequestInit) => (await call(path, init)).text(),
  };
}

interface Named {
  uid: string;
  active?: boolean;
}

/** What the decisions refer to, read through the OpenData read API like any client would. */
async function references(api: Awaited<ReturnType<typeof client>>, org: string) {
  const { units } = await api.json<{ units: Named[] }>(`/opendata/organizations/${org}/units`);
  const { signers } = await api.json<{ signers: Named[] }>(`/opendata/organizations/${org}/signers`);
  const { items } = await api.json<{ items: Named[] }>(`/opendata/dictionaries/BUDGET_TYPE`);
  const active = (list: Named[]) => list.find((x) => x.active !== false)?.uid ?? list[0]?.uid;
  return { unit: active(units), signer: active(signers), budgetType: items[0]?.uid };
}

function metadataFor(refs: Awaited<ReturnType<typeof references>>, org: string, tag: string, i: number) {
  const today = new Date().toISOString().slice(0, 10);
  return {
    decisionTypeId: "Β.1.3",
    organizationId: org,
    subject: `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ${tag} αριθμός ${i + 1}`,
    protocolNumber: `${tag}/${i + 1}`,
    issueDate: `${today}T00:00:00.000Z`,
    unitIds: refs.unit ? [refs.unit] : [],
    signerIds: refs.signer ? [refs.signer] : [],
    thematicCategoryIds: ["24"],
    extraFieldValues: {
      financialYear: new Date().getFullYear(),
      budgettype: refs.budgetType,
      entryNumber: `${i + 1}`,
      amountWithVAT: { amount: 100 + i, currency: "EUR" },
      amountWithKae: [{ kae: "02.6117", amountWithVAT: 100 + i }],
    },
    privateData: false,
    publish: true,
  };
}

interface EncodedBody {
  body: Buffer;
  contentType: string;
}

const BOUNDARY = "document-system-boundary-5b1c0e";

/** The multipart body of a write call (`metadata` JSON and `decisionFile`), encoded as bytes once. */
function multipart(metadata: object, pdf: Buffer, name: string): EncodedBody {
  const head =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="metadata"\r\n` +
    `Content-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify(metadata)}\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="decisionFile"; filename="${name}"\r\n` +
    `Content-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head, "utf8"), pdf, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/**
 * POSTs of encoded bodies over `sockets` kept-alive connections, as a document system sending a
 * batch does, with node:http rather than fetch: fetch and FormData build every request through
 * WHATWG streams and cost the client ~5.5 ms of CPU per publication, on the same two cores as the
 * server it measured (docs/decisions/157-bulk-publication-measured-warm-with-a-lean-client.md).
 */
function keepAlivePoster(baseUrl: string, headers: Record<string, string>, sockets: number) {
  const secure = baseUrl.startsWith("https:");
  const agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: sockets });
  const post = (path: string, { body, contentType }: EncodedBody, what: string) =>
    new Promise<string>((resolve, reject) => {
      const request = (secure ? https : http).request(
        `${baseUrl}${path}`,
        {
          method: "POST",
          agent,
          headers: {
            ...headers,
            Accept: "application/json",
            "Accept-Encoding": "gzip",
            "Content-Type": contentType,
            "Content-Length": String(body.length),
          },
        },
        (response) => {
          const parts: Buffer[] = [];
          response.on("data", (part: Buffer) => parts.push(part));
          response.on("error", reject);
          response.on("end", () => {
            const raw = Buffer.concat(parts);
            const text = (response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw).toString(
              "utf8",
            );
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(text);
            else reject(new ApiError(status, text, what));
          });
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  return { post, close: () => agent.destroy() };
}

/** A fetch POST of an encoded body. */
function postOf({ body, contentType }: EncodedBody): RequestInit {
  return { method: "POST", headers: { "Content-Type": contentType }, body: new Uint8Array(body) };
}

/** Runs `work` over 0..count-1 with at most `limit` at once; results in order. */
async function pool<T>(count: number, limit: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await work(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return out;
}

export async function playDocumentSystem(options: DocumentSystemOptions): Promise<DocumentSystemReport> {
  const log = options.log ?? (() => {});
  const api = await client(options);
  const tag = `sede${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const refs = await references(api, options.org);
  const bodies = await Promise.all(
    Array.from({ length: options.count }, async (_, i) =>
      multipart(
        metadataFor(refs, options.org, tag, i),
        await decisionPdf(`Decision ${tag} ${i + 1}`),
        `apofasi-${i + 1}.pdf`,
      ),
    ),
  );

  const concurrency = options.concurrency ?? 4;
  const poster = keepAlivePoster(options.baseUrl, api.credentials, concurrency);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const published = await pool(
    options.count,
    concurrency,
    async (i) =>
      JSON.parse(await poster.post("/opendata/decisions", bodies[i], `publish ${i + 1}`)) as {
        ada: string;
        status: string;
      },
  ).finally(poster.close);
  const publishSeconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuBefore);
  const adas = published.map((d) => d.ada);
  log(`published ${adas.length} in ${publishSeconds.toFixed(2)} s (${(adas.length / publishSeconds).toFixed(1)}/s)`);

  const correctedPdf = await decisionPdf(`Decision ${tag} 1 (corrected copy)`);
  const corrected = await api.json<{ ada: string; versionId: string; correctedVersionId: string }>(
    `/opendata/decisions/${encodeURIComponent(adas[0])}`,
    postOf(multipart({ correctedCopy: true }, correctedPdf, "orthi-epanalipsi.pdf")),
    "corrected copy",
  );
  log(`corrected copy of ${corrected.ada}: version ${corrected.versionId}`);

  const revocationRequested = await api.json<{ ada: string; status: string }>(
    "/opendata/decisions/requests/revocations",
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ada: adas[1],
        ground: "REVOCATION_REASON_3",
        comment: "Διπλή ανάρτηση από το σύστημα διακίνησης εγγράφων",
      }),
    },
    "revocation request",
  );
  log(`revocation requested for ${revocationRequested.ada}: ${revocationRequested.status}`);

  const wanted = new Set(adas);
  const foundJsonAdas = new Set<string>();
  let totalJson = 0;
  for (let page = 0; page * 500 < options.count; page++) {
    const result = await api.json<{ decisions: { ada: string }[]; info: { total: number } }>(
      `/opendata/search?term=${tag}&status=all&size=500&page=${page}`,
    );
    totalJson = result.info.total;
    for (const d of result.decisions) if (wanted.has(d.ada)) foundJsonAdas.add(d.ada);
  }
  const foundXmlAdas = new Set<string>();
  for (let page = 0; page * 500 < options.count; page++) {
    const xml = await api.text(`/opendata/search.xml?term=${tag}&status=all&size=500&page=${page}`);
    for (const match of xml.matchAll(/<ada>([^<]+)<\/ada>/g)) if (wanted.has(match[1])) foundXmlAdas.add(match[1]);
  }
  log(`found through /opendata/search: ${foundJsonAdas.size} in JSON, ${foundXmlAdas.size} in XML`);

  return {
    tag,
    adas,
    publishSeconds,
    decisionsPerSecond: adas.length / publishSeconds,
    clientCpuMsPerDecision: (clientCpu.user + clientCpu.system) / 1000 / adas.length,
    corrected,
    revocationRequested,
    foundJson: foundJsonAdas.size,
    foundXml: foundXmlAdas.size,
    totalJson,
  };
}
