/**
 * A small HTTP server, run as its own process, that speaks the protocols of the decision form's
 * outside services, so the VAT check and the e-procurement import are tested against a real
 * socket (timeouts, status codes, bodies) rather than mocks:
 *
 *  - VIES REST (EU): POST /vies/check-vat-number {countryCode, vatNumber} → {valid, name, …};
 *    400 {errorWrappers:[{error:"INVALID_INPUT"}]} for a malformed request; 500 MS_UNAVAILABLE.
 *  - GGPS RgWsPublic2 (Greece): a SOAP POST to /ggps → <basic_rec><onomasia> or <error_rec>.
 *  - E-procurement metadata: GET /eproc/doc?type=…&adam=… → JSON, 404 when unknown.
 *
 * Started by tests/support/fake-services-process.ts (vitest) and by playwright.config.ts (e2e).
 * The numbers below are the fixtures the tests name.
 */
import http from "node:http";

const port = Number(process.env.FAKE_SERVICES_PORT || 0);

/** VIES: country + number → registered name ("---" = VIES has no name to give). */
const VIES_VALID: Record<string, string> = {
  DE123456789: "ACME GMBH",
  DE111111111: "---",
  EL800189144: "ΔΗΜΟΣ ΛΗΜΝΟΥ",
  EL996887930: "ΑΛΦΑ ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ",
};
/** A member state whose national service is down. */
const VIES_DOWN_COUNTRY = "MT";
/** A number the service answers too late (after 3 s). */
const SLOW_NUMBER = "000000000";

/** GGPS: AFM → registered name; others are "not found". */
const GGPS_NAMES: Record<string, string> = {
  "800189144": "ΔΗΜΟΣ ΛΗΜΝΟΥ",
  "996887930": "ΑΛΦΑ ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ",
};
const GGPS_BROKEN = "099362767";

const EPROC_DOCS: Record<string, Record<string, unknown>> = {
  "Δ.1|22AWRD012345678": {
    referenceNumber: "22AWRD012345678",
    title: "ΑΝΑΘΕΣΗ ΠΡΟΜΗΘΕΙΑΣ ΓΡΑΦΙΚΗΣ ΥΛΗΣ",
    protocolNumber: "1234/2022",
    issueDate: "2022-03-15",
    totalCostWithVAT: 1240.5,
    currency: "EUR",
    cpvs: ["30192000-1"],
    contractors: [{ afm: "800189144", name: "ΔΗΜΟΣ ΛΗΜΝΟΥ" }],
  },
  "Δ.2.1|22PROC000000042": {
    referenceNumber: "22PROC000000042",
    title: "ΔΙΑΚΗΡΥΞΗ ΑΝΟΙΚΤΟΥ ΔΙΑΓΩΝΙΣΜΟΥ",
    issueDate: "2022-01-10",
    totalCostWithVAT: 50000,
    currency: "EUR",
  },
};
const EPROC_BROKEN = "22AWRD000000500";

function send(res: http.ServerResponse, status: number, body: unknown, type = "application/json") {
  res.writeHead(status, { "Content-Type": `${type}; charset=utf-8` });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

async function body(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function vies(req: http.IncomingMessage, res: http.ServerResponse) {
  let request: { countryCode?: unknown; vatNumber?: unknown };
  try {
    request = JSON.parse(await body(req)) as typeof request;
  } catch {
    return send(res, 400, { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] });
  }
  const country = typeof request.countryCode === "string" ? request.countryCode : "";
  const number = typeof request.vatNumber === "string" ? request.vatNumber : "";
  if (!/^[A-Z]{2}$/.test(country) || !/^[0-9A-Z+*]{2,12}$/.test(number)) {
    return send(res, 400, { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] });
  }
  if (country === VIES_DOWN_COUNTRY) {
    return send(res, 500, { actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE" }] });
  }
  if (number === SLOW_NUMBER) await sleep(3000);
  const name = VIES_VALID[country + number];
  return send(res, 200, {
    countryCode: country,
    vatNumber: number,
    requestDate: new Date().toISOString(),
    valid: name !== undefined,
    requestIdentifier: "",
    name: name ?? "---",
    address: "---",
  });
}

async function ggps(req: http.IncomingMessage, res: http.ServerResponse) {
  const xml = await body(req);
  const afm = /<(?:\w+:)?afm_called_for>([^<]*)</.exec(xml)?.[1] ?? "";
  const user = /<(?:\w+:)?Username>([^<]*)</.exec(xml)?.[1] ?? "";
  if (afm === GGPS_BROKEN) return send(res, 500, "<html>Internal Server Error</html>", "text/html");
  if (afm === SLOW_NUMBER) await sleep(3000);
  const envelope = (inner: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope">` +
    `<env:Body><srvc:rgWsPublic2AfmMethodResponse xmlns:srvc="http://rgwspublic2/RgWsPublic2Service" ` +
    `xmlns="http://rgwspublic2/RgWsPublic2"><srvc:result><rg_ws_public2_result_rtType>${inner}` +
    `</rg_ws_public2_result_rtType></srvc:result></srvc:rgWsPublic2AfmMethodResponse></env:Body></env:Envelope>`;
  if (user !== "tester") {
    return send(
      res,
      200,
      envelope(
        `<error_rec><error_code>RG_WS_PUBLIC_TOKEN_USERNAME_NOT_AUTHENTICATED</error_code><error_descr>auth</error_descr></error_rec>`,
      ),
      "application/soap+xml",
    );
  }
  const name = GGPS_NAMES[afm];
  const inner = name
    ? `<error_rec><error_code/><error_descr/></error_rec><basic_rec><afm>${afm}</afm><deactivation_flag>1</deactivation_flag><onomasia>${name}</onomasia></basic_rec>`
    : `<error_rec><error_code>RG_WS_PUBLIC_WRONG_AFM</error_code><error_descr>Ο Α.Φ.Μ. δεν είναι έγκυρος</error_descr></error_rec>`;
  return send(res, 200, envelope(inner), "application/soap+xml");
}

function eproc(url: URL, res: http.ServerResponse) {
  const type = url.searchParams.get("type") ?? "";
  const adam = url.searchParams.get("adam") ?? "";
  if (adam === EPROC_BROKEN) return send(res, 503, { message: "Service Unavailable" });
  const doc = EPROC_DOCS[`${type}|${adam}`];
  return doc ? send(res, 200, doc) : send(res, 404, { message: "Not Found" });
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const route = `${req.method} ${url.pathname}`;
  const done = (p: Promise<void> | void) =>
    Promise.resolve(p).catch(() => {
      if (!res.headersSent) send(res, 500, { message: "fake service failed" });
    });
  if (route === "POST /vies/check-vat-number") return void done(vies(req, res));
  if (route === "POST /ggps") return void done(ggps(req, res));
  if (route === "GET /eproc/doc") return void done(eproc(url, res));
  send(res, 404, { message: "Not Found" });
});

server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  process.stdout.write(`fake services listening on ${actual}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
