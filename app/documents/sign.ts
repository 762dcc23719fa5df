/**
 * The portal's PAdES signature on every published document (docs/decisions/054).
 *
 * @signpdf does the PDF side: @signpdf/placeholder-pdf-lib adds the signature dictionary and its
 * widget to the pdf-lib document the stamp was drawn on (one load and one save per document), and
 * @signpdf/signpdf fills in the ByteRange and the detached CMS (PKCS#7) signature over it.
 * SubFilter adbe.pkcs7.detached: PAdES Part 2 (ETSI TS 102 778-2), which Acrobat, pdfsig and
 * the EU DSS validator all verify. node-forge builds the CMS structure; the RSA operation itself is
 * done by node:crypto (OpenSSL), about 1 ms instead of node-forge's tens of ms in JavaScript.
 *
 * Pure: no configuration, no database. The identity comes from ./signing-identity.server.ts.
 */
import crypto from "node:crypto";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { SignPdf, Signer } from "@signpdf/signpdf";
import forge from "node-forge";
import type { PDFDocument } from "pdf-lib";

export interface SigningIdentity {
  /** The signing certificate first, then any intermediates. */
  certificates: forge.pki.Certificate[];
  privateKey: crypto.KeyObject;
  /** The certificate's SHA-256 fingerprint (hex, colon-separated), shown on the decision page. */
  fingerprint: string;
  /** The certificate's subject common name. */
  commonName: string;
}

/** DER prefix of a DigestInfo for SHA-256 (RFC 8017 §9.2 note 1): PKCS#1 v1.5 signs prefix + hash. */
const SHA256_DIGEST_INFO = Buffer.from("3031300d060960864801650304020105000420", "hex");

/** Signs with node:crypto while node-forge lays out the CMS: forge only calls `key.sign(md)`. */
function nodeCryptoKey(privateKey: crypto.KeyObject) {
  return {
    sign(md: forge.md.MessageDigest): string {
      const digest = Buffer.from(md.digest().getBytes(), "binary");
      const signature = crypto.privateEncrypt(
        { key: privateKey, padding: crypto.constants.RSA_PKCS1_PADDING },
        Buffer.concat([SHA256_DIGEST_INFO, digest]),
      );
      return signature.toString("binary");
    },
  };
}

class PortalSigner extends Signer {
  constructor(private readonly identity: SigningIdentity) {
    super();
  }

  async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const [certificate] = this.identity.certificates;
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString("binary"));
    for (const cert of this.identity.certificates) p7.addCertificate(cert);
    p7.addSigner({
      key: nodeCryptoKey(this.identity.privateKey) as unknown as forge.pki.rsa.PrivateKey,
      certificate,
      digestAlgorithm: forge.pki.oids.sha256,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), "binary");
  }
}

const signPdf = new SignPdf();

/** Adds the signature placeholder to a loaded (stamped) document, saves it and signs it. */
export async function signDocument(
  pdf: PDFDocument,
  identity: SigningIdentity,
  signedAt = new Date(),
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    // PDF text strings here are PDFDocEncoding: plain ASCII, so every viewer shows them right.
    reason: "Published in the public register of administrative decisions",
    contactInfo: "",
    name: /^[\x20-\x7e]*$/.test(identity.commonName) ? identity.commonName : "Public register of decisions",
    location: "GR",
    signingTime: signedAt,
    subFilter: "adbe.pkcs7.detached",
  });
  const unsigned = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return signPdf.sign(unsigned, new PortalSigner(identity), signedAt);
}

/** The SHA-256 fingerprint of a certificate, as viewers show it (AA:BB:...). */
export function certificateFingerprint(cert: forge.pki.Certificate): string {
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), "binary");
  return crypto
    .createHash("sha256")
    .update(der)
    .digest("hex")
    .toUpperCase()
    .replace(/(..)(?!$)/g, "$1:");
}
