/**
 * A CMS SignedData (RFC 5652) laid out with node-forge's ASN.1 encoder, for the CAdES signature in
 * the published PDFs (docs/decisions/091) and any other detached or encapsulated signature.
 *
 * Our own layout instead of forge.pkcs7: its builder encodes only contentType, messageDigest and
 * signingTime attributes (pkcs7.js `_attributeToAsn1`), while PAdES baseline B-B needs the ESS
 * signing-certificate-v2 attribute, forbids signing-time, and B-T adds an unsigned timestamp.
 * The RSA operation is the caller's (node:crypto); this module only hashes and encodes.
 *
 * Pure: no configuration, no I/O.
 */
import crypto from "node:crypto";
import forge from "node-forge";

const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
const CONTEXT = asn1.Class.CONTEXT_SPECIFIC;

export const OID = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingTime: "1.2.840.113549.1.9.5",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
  /** ESS signing-certificate-v2 (RFC 5035). */
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  /** id-aa-signatureTimeStampToken (RFC 3161 appendix A): the B-T timestamp, unsigned. */
  signatureTimeStampToken: "1.2.840.113549.1.9.16.2.14",
  /** id-ct-TSTInfo: the content a timestamp token signs. */
  tstInfo: "1.2.840.113549.1.9.16.1.4",
} as const;

type Asn1 = forge.asn1.Asn1;

const der = (node: Asn1): Buffer => Buffer.from(asn1.toDer(node).getBytes(), "binary");
const fromDer = (bytes: Buffer): Asn1 => asn1.fromDer(forge.util.createBuffer(bytes.toString("binary")));
const seq = (value: Asn1[]) => asn1.create(U, asn1.Type.SEQUENCE, true, value);
const set = (value: Asn1[]) => asn1.create(U, asn1.Type.SET, true, value);
const oid = (id: string) => asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) => asn1.create(U, asn1.Type.OCTETSTRING, false, bytes.toString("binary"));
const integer = (n: number) => asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const explicit = (tag: number, value: Asn1) => asn1.create(CONTEXT, tag, true, [value]);
/** AlgorithmIdentifier with NULL parameters, as RFC 4055 and RFC 5754 recommend encoding them. */
const algorithm = (id: string) => seq([oid(id), asn1.create(U, asn1.Type.NULL, false, "")]);

/** One attribute: its type and a single value (every attribute here has one). */
export interface Attribute {
  type: string;
  value: Asn1;
}

function attributeAsn1({ type, value }: Attribute): Asn1 {
  return seq([oid(type), set([value])]);
}

/** A SET OF in DER: its elements sorted by their encodings (X.690 §11.6), which forge does not do. */
function derSetOf(tagClass: forge.asn1.Class, tag: number, elements: Asn1[]): Asn1 {
  const sorted = elements.map(der).sort(Buffer.compare);
  return asn1.create(tagClass, tag, true, sorted.map(fromDer));
}

export function certificateDer(cert: forge.pki.Certificate): Buffer {
  return der(forge.pki.certificateToAsn1(cert));
}

/** The issuer and serial number of a certificate, as its own DER encodes them. */
function issuerAndSerial(cert: forge.pki.Certificate): { issuer: Asn1; serial: Asn1 } {
  const tbs = forge.pki.certificateToAsn1(cert).value[0] as Asn1;
  const fields = tbs.value as Asn1[];
  // TBSCertificate: [0] version (v2/v3 only), serialNumber, signature, issuer, ...
  const first = fields[0].tagClass === CONTEXT ? 1 : 0;
  return { serial: fromDer(der(fields[first])), issuer: fromDer(der(fields[first + 2])) };
}

/** ESS signing-certificate-v2: the SHA-256 of the signing certificate and its issuer and serial. */
export function signingCertificateV2(cert: forge.pki.Certificate): Attribute {
  const { issuer, serial } = issuerAndSerial(cert);
  const certHash = crypto.createHash("sha256").update(certificateDer(cert)).digest();
  // hashAlgorithm is left out: SHA-256 is its DEFAULT, and DER omits a default value.
  const generalNames = seq([explicit(4, issuer)]); // directoryName [4]
  const essCertIdV2 = seq([octets(certHash), seq([generalNames, serial])]);
  return { type: OID.signingCertificateV2, value: seq([seq([essCertIdV2])]) };
}

export const contentTypeAttribute = (type: string): Attribute => ({ type: OID.contentType, value: oid(type) });
export const messageDigestAttribute = (digest: Buffer): Attribute => ({
  type: OID.messageDigest,
  value: octets(digest),
});

export interface SignedDataInput {
  /** The SHA-256 of the content (detached) or of `content` (encapsulated). */
  contentDigest: Buffer;
  /** Encapsulated content (a timestamp's TSTInfo); absent: detached, as in a PDF signature. */
  content?: Buffer;
  contentType?: string;
  /** The signing certificate first, then any intermediates. */
  certificates: forge.pki.Certificate[];
  /** Signed attributes beyond contentType and messageDigest, which are always present. */
  signedAttributes?: Attribute[];
  /** RSA PKCS#1 v1.5 over SHA-256 of the given bytes (the DER of the signed attributes). */
  sign(bytes: Buffer): Buffer | Promise<Buffer>;
}

export interface SignerInfoParts {
  /** The signature value: what a timestamp over the signature (B-T) hashes. */
  signature: Buffer;
  /** Encodes the ContentInfo, with any unsigned attributes added to the signer. */
  encode(unsignedAttributes?: Attribute[]): Buffer;
}

/** Signs once; the encoding can then be made with or without unsigned attributes. */
export async function signData(input: SignedDataInput): Promise<SignerInfoParts> {
  const contentType = input.contentType ?? OID.data;
  const signedAttributes = [
    contentTypeAttribute(contentType),
    messageDigestAttribute(input.contentDigest),
    ...(input.signedAttributes ?? []),
  ].map(attributeAsn1);
  // Signed as an explicit SET OF (tag 0x31), carried as [0] IMPLICIT (RFC 5652 §5.4).
  const signedSet = derSetOf(U, asn1.Type.SET, signedAttributes);
  const signature = await input.sign(der(signedSet));
  const [signer] = input.certificates;
  const { issuer, serial } = issuerAndSerial(signer);

  const encode = (unsignedAttributes: Attribute[] = []): Buffer => {
    const signerInfo = seq([
      integer(1),
      seq([issuer, serial]),
      algorithm(OID.sha256),
      derSetOf(CONTEXT, 0, signedAttributes),
      algorithm(OID.rsaEncryption),
      octets(signature),
      ...(unsignedAttributes.length ? [derSetOf(CONTEXT, 1, unsignedAttributes.map(attributeAsn1))] : []),
    ]);
    const encapsulated = seq([oid(contentType), ...(input.content ? [explicit(0, octets(input.content))] : [])]);
    const signedData = seq([
      integer(contentType === OID.data ? 1 : 3),
      set([algorithm(OID.sha256)]),
      encapsulated,
      derSetOf(
        CONTEXT,
        0,
        input.certificates.map((c) => forge.pki.certificateToAsn1(c)),
      ),
      set([signerInfo]),
    ]);
    return der(seq([oid(OID.signedData), explicit(0, signedData)]));
  };
  return { signature, encode };
}

/** An attribute value from its DER (a timestamp token as the TSA sent it). */
export function derValue(bytes: Buffer): Asn1 {
  return fromDer(bytes);
}
