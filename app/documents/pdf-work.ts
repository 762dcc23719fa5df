/**
 * The PDF work of a publication as tasks that can run on another thread (docs/decisions/148): the
 * upload's full parse, the text of a document for the search index, and the stamped, signed copy of
 * a published version.
 * Both are pure CPU work on bytes (pdf.js, pdf-lib, the signature), about a third of a bulk
 * publication's CPU: ./pdf-pool.server.ts runs them on a worker thread, so the web process's own
 * thread is left to the database and the requests. Every input and output is plain data that
 * crosses threads by copy, so the same functions also run in the calling thread unchanged.
 */
import crypto from "node:crypto";
import forge from "node-forge";
import { PDFDocument } from "pdf-lib";
import { extractPdfText, PDF_TEXT_LIMITS } from "./pdf-text.server";
import { signDocument, type SigningIdentity } from "./sign";
import { stampedDocument, type PublicationStamp } from "./stamp";
import type { TimestampAuthority } from "./timestamp-authority";

/** A signing identity as data a worker thread can receive (forge's certificates are objects with methods). */
export interface PortableIdentity {
  certificatesDer: Uint8Array[];
  privateKeyPem: string;
  fingerprint: string;
  commonName: string;
}

/** Made once per identity (a process has one): the key's PEM and the certificates' DER. */
const portables = new WeakMap<SigningIdentity, PortableIdentity>();

export function portableIdentity(identity: SigningIdentity): PortableIdentity {
  let portable = portables.get(identity);
  if (!portable) {
    portable = toPortable(identity);
    portables.set(identity, portable);
  }
  return portable;
}

function toPortable(identity: SigningIdentity): PortableIdentity {
  return {
    certificatesDer: identity.certificates.map(
      (cert) => new Uint8Array(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), "binary")),
    ),
    privateKeyPem: identity.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    fingerprint: identity.fingerprint,
    commonName: identity.commonName,
  };
}

/** Identities rebuilt from their portable form, by fingerprint: a thread parses each key once. */
const rebuilt = new Map<string, SigningIdentity>();

function identityOf(portable: PortableIdentity): SigningIdentity {
  let identity = rebuilt.get(portable.fingerprint);
  if (!identity) {
    identity = {
      certificates: portable.certificatesDer.map((der) =>
        forge.pki.certificateFromAsn1(forge.asn1.fromDer(Buffer.from(der).toString("binary"))),
      ),
      privateKey: crypto.createPrivateKey(portable.privateKeyPem),
      fingerprint: portable.fingerprint,
      commonName: portable.commonName,
    };
    rebuilt.set(portable.fingerprint, identity);
  }
  return identity;
}

export interface StampTask {
  original: Uint8Array;
  stamp: PublicationStamp;
  signedAtMs: number;
  identity: PortableIdentity;
  timestampAuthority?: TimestampAuthority;
}

/** The original stamped with the publication's lines and signed: the public file's bytes. */
export async function stampAndSignTask(task: StampTask): Promise<Uint8Array> {
  const pdf = await stampedDocument(task.original, task.stamp);
  const signed = await signDocument(pdf, identityOf(task.identity), new Date(task.signedAtMs), {
    timestampAuthority: task.timestampAuthority,
  });
  return new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength);
}

export interface TextTask {
  bytes: Uint8Array;
  /** Names the document in a log line when its text cannot be read. */
  label: string;
}

/** A PDF's text within the bounds of ./pdf-text.server.ts ("" when it cannot be read). */
export function extractTextTask(task: TextTask): Promise<string> {
  return extractPdfText(task.bytes, PDF_TEXT_LIMITS, task.label);
}

/** Why an uploaded PDF cannot be published: it is encrypted, has no page, or cannot be read whole. */
export type PdfProblem = "encrypted" | "no-pages" | "unreadable";

/**
 * The upload's full parse (./pdf-check.server.ts): pdf-lib must read the whole file, with at least
 * one page and without encryption. Its cost grows with the file, so it too runs off the web thread.
 */
export async function pdfProblemTask(task: { bytes: Uint8Array }): Promise<PdfProblem | null> {
  try {
    // Loaded even when encrypted, to tell that apart from a broken file (pdf-lib's own error
    // class does not survive its ES5 build for instanceof).
    const doc = await PDFDocument.load(task.bytes, { updateMetadata: false, ignoreEncryption: true });
    if (doc.isEncrypted) return "encrypted";
    return doc.getPageCount() > 0 ? null : "no-pages";
  } catch {
    return "unreadable";
  }
}
