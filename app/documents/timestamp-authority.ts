/**
 * RFC 3161 timestamps for the portal's signatures (PAdES B-T, docs/decisions/091): a TimeStampReq
 * over the SHA-256 of the signature value, POSTed to the configured authority, and the token of
 * its answer, checked to be a granted answer about that very hash and nonce.
 *
 * The token's own signature is left to the reader's validator (which trusts, or not, the
 * authority's certificate); what is checked here is that the authority answered our question.
 */
import crypto from "node:crypto";
import forge from "node-forge";
import { OID } from "./cms";

const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
type Asn1 = forge.asn1.Asn1;

export interface TimestampAuthority {
  url: string;
  /** How long the authority may take before the document is signed without a timestamp. */
  timeoutMs: number;
}

const der = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), "binary");
const bytesOf = (node: Asn1): Buffer => Buffer.from(node.value as string, "binary");

/** TimeStampReq (RFC 3161 §2.4.1): version 1, messageImprint, nonce, certReq TRUE. */
export function timestampRequest(digest: Buffer, nonce: Buffer): Buffer {
  return der(
    asn1.create(U, asn1.Type.SEQUENCE, true, [
      asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(1).getBytes()),
      messageImprint(digest),
      asn1.create(U, asn1.Type.INTEGER, false, nonce.toString("binary")),
      asn1.create(U, asn1.Type.BOOLEAN, false, String.fromCharCode(0xff)),
    ]),
  );
}

export function messageImprint(digest: Buffer): Asn1 {
  return asn1.create(U, asn1.Type.SEQUENCE, true, [
    asn1.create(U, asn1.Type.SEQUENCE, true, [
      asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(OID.sha256).getBytes()),
      asn1.create(U, asn1.Type.NULL, false, ""),
    ]),
    asn1.create(U, asn1.Type.OCTETSTRING, false, digest.toString("binary")),
  ]);
}

/** A positive INTEGER's content bytes: 8 random bytes, the top bit clear so it reads as positive. */
function newNonce(): Buffer {
  const nonce = crypto.randomBytes(8);
  nonce[0] &= 0x7f;
  nonce[0] |= 0x01;
  return nonce;
}

/**
 * After a failure the authority is left alone for a while: a batch of a thousand publications
 * with a dead authority would otherwise wait its timeout once per document.
 */
const RESTING_MS = 60_000;
const failedAt = new Map<string, number>();

/** Requests a timestamp token over `digest` (SHA-256); throws when none can be trusted to match. */
export async function requestTimestamp(authority: TimestampAuthority, digest: Buffer): Promise<Buffer> {
  const failed = failedAt.get(authority.url);
  if (failed !== undefined && Date.now() - failed < RESTING_MS) {
    throw new Error(`not asked: it failed less than ${RESTING_MS / 1000} s ago`);
  }
  try {
    const token = await askAuthority(authority, digest);
    failedAt.delete(authority.url);
    return token;
  } catch (error) {
    failedAt.set(authority.url, Date.now());
    throw error;
  }
}

async function askAuthority(authority: TimestampAuthority, digest: Buffer): Promise<Buffer> {
  const nonce = newNonce();
  const response = await fetch(authority.url, {
    method: "POST",
    headers: { "Content-Type": "application/timestamp-query", Accept: "application/timestamp-reply" },
    body: new Uint8Array(timestampRequest(digest, nonce)),
    signal: AbortSignal.timeout(authority.timeoutMs),
  });
  if (!response.ok) throw new Error(`timestamp authority answered HTTP ${response.status}`);
  return tokenOfResponse(Buffer.from(await response.arrayBuffer()), digest, nonce);
}

/** The TimeStampToken of a TimeStampResp, after checking its status, imprint and nonce. */
export function tokenOfResponse(body: Buffer, digest: Buffer, nonce: Buffer): Buffer {
  const resp = asn1.fromDer(forge.util.createBuffer(body.toString("binary")));
  const [statusInfo, token] = resp.value as Asn1[];
  const status = asn1.derToInteger(forge.util.createBuffer((statusInfo.value as Asn1[])[0].value as string));
  // 0 granted, 1 grantedWithMods; anything else is a refusal (RFC 3161 §2.4.2).
  if (status > 1 || !token) throw new Error(`timestamp authority refused the request (status ${status})`);
  const tstInfo = tstInfoOf(token);
  const fields = tstInfo.value as Asn1[];
  const imprint = fields[2].value as Asn1[];
  if (!bytesOf(imprint[1]).equals(digest)) throw new Error("timestamp token is about another hash");
  const tokenNonce = fields.find((f, i) => i > 4 && f.tagClass === U && f.type === asn1.Type.INTEGER);
  if (!tokenNonce || !bytesOf(tokenNonce).equals(nonce)) throw new Error("timestamp token has another nonce");
  return der(token);
}

/** ContentInfo → SignedData → encapContentInfo → [0] eContent → TSTInfo. */
function tstInfoOf(token: Asn1): Asn1 {
  const signedData = ((token.value as Asn1[])[1].value as Asn1[])[0];
  const encapsulated = (signedData.value as Asn1[])[2].value as Asn1[];
  if (asn1.derToOid(forge.util.createBuffer(encapsulated[0].value as string)) !== OID.tstInfo) {
    throw new Error("timestamp token does not carry a TSTInfo");
  }
  const eContent = (encapsulated[1].value as Asn1[])[0];
  if (typeof eContent.value !== "string") throw new Error("timestamp token's TSTInfo is not DER");
  return asn1.fromDer(forge.util.createBuffer(eContent.value));
}
