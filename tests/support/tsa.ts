/**
 * A timestamp authority (RFC 3161 over HTTP), run as its own process, for the PAdES B-T tests
 * (docs/decisions/091): it reads a real TimeStampReq and answers a TimeStampResp whose token is
 * signed with a test key, so `openssl ts -verify` accepts it against the certificate it writes out.
 *
 *  - POST /tsa: granted, a token over the request's imprint, echoing its nonce;
 *  - POST /refuse: status rejection (2), no token;
 *  - POST /slow: answers nothing until the client gives up (a timeout).
 *
 * Started by tests/support/tsa-process.ts; TSA_PORT is the port, TSA_CERT_FILE where the
 * authority's certificate (PEM) is written before it says "listening".
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import forge from "node-forge";
import { OID, signData, signingCertificateV2 } from "#app/documents/cms";

const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
type Asn1 = forge.asn1.Asn1;

const TEST_POLICY = "1.3.6.1.4.1.61234.1.1";
const der = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), "binary");
const integer = (bytes: string) => asn1.create(U, asn1.Type.INTEGER, false, bytes);

/** A key and a self-signed certificate for time-stamping only (critical extKeyUsage, RFC 3161 §2.3). */
function authorityIdentity() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  cert.serialNumber = `01${crypto.randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const name = [
    { name: "commonName", value: "Test timestamp authority" },
    { name: "countryName", value: "GR" },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "extKeyUsage", critical: true, timeStamping: true },
  ]);
  cert.sign(
    forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString()),
    forge.md.sha256.create(),
  );
  return { cert, privateKey };
}

const authority = authorityIdentity();
let serial = 1;

/** TimeStampReq → its messageImprint node and nonce content bytes (if any). */
function readRequest(body: Buffer): { imprint: Asn1; nonce: string | null } {
  const fields = asn1.fromDer(forge.util.createBuffer(body.toString("binary"))).value as Asn1[];
  const nonce = fields.slice(2).find((f) => f.tagClass === U && f.type === asn1.Type.INTEGER);
  return { imprint: fields[1], nonce: nonce ? (nonce.value as string) : null };
}

async function grantedResponse(body: Buffer): Promise<Buffer> {
  const { imprint, nonce } = readRequest(body);
  const genTime = new Date();
  genTime.setUTCMilliseconds(0);
  const tstInfo = der(
    asn1.create(U, asn1.Type.SEQUENCE, true, [
      integer(asn1.integerToDer(1).getBytes()),
      asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(TEST_POLICY).getBytes()),
      imprint,
      integer(asn1.integerToDer(serial++).getBytes()),
      asn1.create(U, asn1.Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(genTime)),
      ...(nonce ? [integer(nonce)] : []),
    ]),
  );
  const token = await signData({
    contentType: OID.tstInfo,
    content: tstInfo,
    contentDigest: crypto.createHash("sha256").update(tstInfo).digest(),
    certificates: [authority.cert],
    signedAttributes: [signingCertificateV2(authority.cert)],
    sign: (bytes) => crypto.sign("sha256", bytes, authority.privateKey),
  });
  return response(0, token.encode());
}

function response(status: number, token?: Buffer): Buffer {
  const statusInfo = der(asn1.create(U, asn1.Type.SEQUENCE, true, [integer(asn1.integerToDer(status).getBytes())]));
  // SEQUENCE { status, token }: the token's bytes go in as they were signed.
  const content = Buffer.concat([statusInfo, token ?? Buffer.alloc(0)]);
  return Buffer.concat([derHeader(0x30, content.length), content]);
}

/** A DER tag and length. */
function derHeader(tag: number, length: number): Buffer {
  if (length < 0x80) return Buffer.from([tag, length]);
  const bytes: number[] = [];
  for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff);
  return Buffer.from([tag, 0x80 | bytes.length, ...bytes]);
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const reply = (body: Buffer) => res.writeHead(200, { "Content-Type": "application/timestamp-reply" }).end(body);
    const route = new URL(req.url ?? "/", "http://tsa").pathname;
    if (req.method !== "POST" || req.headers["content-type"] !== "application/timestamp-query") {
      res.writeHead(400).end();
    } else if (route === "/tsa") {
      grantedResponse(Buffer.concat(chunks)).then(reply, (error: unknown) => {
        console.error(error);
        res.writeHead(500).end();
      });
    } else if (route === "/refuse") {
      reply(response(2));
    } else if (route !== "/slow") {
      res.writeHead(404).end();
    }
    // /slow: no answer; the client's timeout ends the exchange.
  });
});

fs.writeFileSync(process.env.TSA_CERT_FILE ?? "tsa-cert.pem", forge.pki.certificateToPem(authority.cert));
server.listen(Number(process.env.TSA_PORT || 0), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
