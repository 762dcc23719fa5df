/**
 * Whose signature the published documents carry (docs/decisions/054): the configured PKCS#12 file
 * (SIGNING_P12_PATH + SIGNING_P12_PASSPHRASE, required in production), or, in development and
 * tests, a self-signed certificate made once per process. Either is read or made once.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import forge from "node-forge";
import { config } from "#config/env";
import { certificateFingerprint, type SigningIdentity } from "./sign";

let identity: SigningIdentity | null = null;

export function signingIdentity(): SigningIdentity {
  if (!identity) {
    const { SIGNING_P12_PATH, SIGNING_P12_PASSPHRASE } = config();
    identity = SIGNING_P12_PATH
      ? identityFromP12(fs.readFileSync(SIGNING_P12_PATH), SIGNING_P12_PASSPHRASE)
      : selfSignedIdentity();
  }
  return identity;
}

/** Reads the key and certificates of a PKCS#12 file; the certificate matching the key signs. */
export function identityFromP12(p12: Buffer, passphrase: string): SigningIdentity {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), false, passphrase);
  const bags = (type: string) => parsed.getBags({ bagType: type })[type] ?? [];
  const keyBag = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag), ...bags(forge.pki.oids.keyBag)][0];
  const key = keyBag?.key;
  if (!key) throw new Error("SIGNING_P12_PATH: το αρχείο δεν περιέχει ιδιωτικό κλειδί");
  const certs = bags(forge.pki.oids.certBag).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const own = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n.compareTo(key.n) === 0 && pub.e.compareTo(key.e) === 0;
  });
  if (!own) throw new Error("SIGNING_P12_PATH: κανένα πιστοποιητικό δεν αντιστοιχεί στο κλειδί");
  return makeIdentity(
    [own, ...certs.filter((c) => c !== own)],
    crypto.createPrivateKey(forge.pki.privateKeyToPem(key)),
  );
}

/** A fresh 2048-bit RSA key (OpenSSL, milliseconds) and a self-signed certificate for it. */
export function selfSignedIdentity(
  commonName = "Public register of decisions (self-signed, not for production)",
): SigningIdentity {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  cert.serialNumber = `01${crypto.randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 3600_000);
  const name = [
    { name: "commonName", value: forge.util.encodeUtf8(commonName), valueTagClass: forge.asn1.Type.UTF8 },
    { name: "countryName", value: "GR" },
  ] as forge.pki.CertificateField[];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(
    forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString()),
    forge.md.sha256.create(),
  );
  return makeIdentity([cert], privateKey, commonName);
}

/** A PKCS#12 file of an identity (tests write one to check the configured path). */
export function toP12(cert: forge.pki.Certificate, privateKey: crypto.KeyObject, passphrase: string): Buffer {
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs8", format: "pem" }).toString());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: "aes256" });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}

function makeIdentity(
  certificates: forge.pki.Certificate[],
  privateKey: crypto.KeyObject,
  name?: string,
): SigningIdentity {
  const field = certificates[0].subject.getField("CN") as { value?: unknown } | null;
  const cn = typeof field?.value === "string" ? field.value : undefined;
  return {
    certificates,
    privateKey,
    fingerprint: certificateFingerprint(certificates[0]),
    commonName: name ?? (cn ? forge.util.decodeUtf8(cn) : "Μητρώο πράξεων"),
  };
}
