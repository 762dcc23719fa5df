/**
 * The portal's PAdES signature on every published document (docs/decisions/054, 091).
 *
 * @signpdf does the PDF side: @signpdf/placeholder-pdf-lib adds the signature dictionary (with the
 * signing time in /M) and its widget to the pdf-lib document the stamp was drawn on (one load and
 * one save per document), and @signpdf/signpdf fills in the ByteRange and the CMS over it.
 * SubFilter ETSI.CAdES.detached, PAdES baseline B-B (ETSI EN 319 142-1): signed attributes
 * contentType, messageDigest and ESS signing-certificate-v2, no signing-time (./cms.ts lays the CMS
 * out). With a timestamp authority, B-T: an RFC 3161 token over the signature value, as the unsigned
 * attribute signature-time-stamp; an authority that fails or is slow leaves the signature B-B.
 * The RSA operation is done by node:crypto (OpenSSL), about 1 ms instead of tens in JavaScript.
 *
 * No configuration, no database: the identity comes from ./signing-identity.server.ts and the
 * authority from the caller.
 */
import crypto from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf, Signer } from "@signpdf/signpdf";
import type forge from "node-forge";
import type { PDFDocument } from "pdf-lib";
import { certificateDer, derValue, OID, signData, signingCertificateV2 } from "./cms";
import { requestTimestamp, type TimestampAuthority } from "./timestamp-authority";

export interface SigningIdentity {
  /** The signing certificate first, then any intermediates. */
  certificates: forge.pki.Certificate[];
  privateKey: crypto.KeyObject;
  /** The certificate's SHA-256 fingerprint (hex, colon-separated), shown on the decision page. */
  fingerprint: string;
  /** The certificate's subject common name. */
  commonName: string;
}

export interface SignOptions {
  /** Where the signature's timestamp comes from (B-T); absent: B-B. */
  timestampAuthority?: TimestampAuthority;
  /** Where a timestamp that could not be had is reported (default console.warn). */
  warn?: (message: string) => void;
}

/** Room for the CMS in the PDF, in bytes: the certificates, and a timestamp token with its own. */
const SIGNATURE_ROOM = 8192;
const SIGNATURE_ROOM_WITH_TIMESTAMP = 24576;

class PortalSigner extends Signer {
  constructor(
    private readonly identity: SigningIdentity,
    private readonly options: SignOptions,
    private readonly room: number,
  ) {
    super();
  }

  async sign(pdfBuffer: Buffer): Promise<Buffer> {
    const [certificate] = this.identity.certificates;
    const signed = await signData({
      contentDigest: crypto.createHash("sha256").update(pdfBuffer).digest(),
      certificates: this.identity.certificates,
      signedAttributes: [signingCertificateV2(certificate)],
      sign: (bytes) => crypto.sign("sha256", bytes, this.identity.privateKey),
    });
    const token = await this.timestamp(signed.signature);
    if (token) {
      const withToken = signed.encode([{ type: OID.signatureTimeStampToken, value: derValue(token) }]);
      if (withToken.length <= this.room) return withToken;
      this.report(`the timestamp token does not fit (${withToken.length} > ${this.room} bytes)`);
    }
    return signed.encode();
  }

  private async timestamp(signature: Buffer): Promise<Buffer | null> {
    const authority = this.options.timestampAuthority;
    if (!authority) return null;
    try {
      return await requestTimestamp(authority, crypto.createHash("sha256").update(signature).digest());
    } catch (error) {
      this.report(error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  private report(reason: string) {
    const warn = this.options.warn ?? ((message: string) => console.warn(message));
    warn(
      JSON.stringify({
        msg: "document signed without a timestamp (PAdES B-B): the timestamp authority gave none",
        reason,
        tsa: this.options.timestampAuthority?.url,
      }),
    );
  }
}

const signPdf = new SignPdf();

/** Adds the signature placeholder to a loaded (stamped) document, saves it and signs it. */
export async function signDocument(
  pdf: PDFDocument,
  identity: SigningIdentity,
  signedAt = new Date(),
  options: SignOptions = {},
): Promise<Buffer> {
  const room = options.timestampAuthority ? SIGNATURE_ROOM_WITH_TIMESTAMP : SIGNATURE_ROOM;
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    // PDF text strings here are PDFDocEncoding: plain ASCII, so every viewer shows them right.
    reason: "Published in the public register of administrative decisions",
    contactInfo: "",
    name: /^[\x20-\x7e]*$/.test(identity.commonName) ? identity.commonName : "Public register of decisions",
    location: "GR",
    // The signing time lives here (/M), not in the CMS: PAdES forbids the signing-time attribute.
    signingTime: signedAt,
    subFilter: "ETSI.CAdES.detached",
    signatureLength: room,
  });
  const unsigned = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return signPdf.sign(unsigned, new PortalSigner(identity, options, room));
}

/** The SHA-256 fingerprint of a certificate, as viewers show it (AA:BB:...). */
export function certificateFingerprint(cert: forge.pki.Certificate): string {
  return crypto
    .createHash("sha256")
    .update(certificateDer(cert))
    .digest("hex")
    .toUpperCase()
    .replace(/(..)(?!$)/g, "$1:");
}
