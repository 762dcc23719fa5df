/**
 * The HTTP answer for a stored PDF: Content-Type, Content-Length, an inline Content-Disposition
 * with an ASCII file name plus the exact Greek one (RFC 6266 / RFC 5987 filename*), a strong
 * ETag from the file's SHA-256, Last-Modified, and 304s. HEAD and 304 never load the bytes.
 */
import { httpDate, notModifiedResponse } from "./conditional.server";

/** Greek capitals of the ADA alphabet written in Latin, for the ASCII `filename` fallback. */
const GREEK_TO_LATIN: Record<string, string> = {
  Α: "A",
  Β: "B",
  Γ: "G",
  Δ: "D",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Θ: "TH",
  Ι: "I",
  Κ: "K",
  Λ: "L",
  Μ: "M",
  Ν: "N",
  Ξ: "KS",
  Ο: "O",
  Π: "P",
  Ρ: "R",
  Σ: "S",
  Τ: "T",
  Υ: "Y",
  Φ: "F",
  Χ: "X",
  Ψ: "PS",
  Ω: "W",
};

export function asciiFilename(name: string): string {
  // Accents dropped (NFD, marks removed); small Greek letters written like their capitals, in small.
  return [...name.normalize("NFD").replace(/\p{M}/gu, "")]
    .map((ch) => GREEK_TO_LATIN[ch] ?? GREEK_TO_LATIN[ch.toUpperCase()]?.toLowerCase() ?? ch)
    .join("")
    .replace(/[^A-Za-z0-9._-]/g, "_");
}

/** RFC 5987 ext-value: UTF-8, percent-encoded, with the characters attr-char allows left as they are. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(kind: "inline" | "attachment", filename: string): string {
  return `${kind}; filename="${asciiFilename(filename)}"; filename*=UTF-8''${rfc5987(filename)}`;
}

export interface StoredFile {
  filename: string;
  mimeType: string;
  size: number;
  sha256: string;
  createdAt: number;
}

export function fileResponse(
  request: Request,
  file: StoredFile,
  options: {
    downloadName: string;
    cacheControl: string;
    bytes: () => Buffer | null;
    /** inline (the default: a PDF opens in the browser) or attachment (saved, e.g. a decision's attachments). */
    disposition?: "inline" | "attachment";
  },
): Response {
  const headers = new Headers({
    "Content-Type": file.mimeType === "application/pdf" ? "application/pdf" : file.mimeType,
    "Content-Length": String(file.size),
    "Content-Disposition": contentDisposition(options.disposition ?? "inline", options.downloadName),
    ETag: `"${file.sha256}"`,
    "Last-Modified": httpDate(file.createdAt),
    "Cache-Control": options.cacheControl,
    "X-Content-Type-Options": "nosniff",
  });
  const notModified = notModifiedResponse(request, 200, headers);
  if (notModified) return notModified;
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  const bytes = options.bytes();
  if (!bytes) throw new Error(`stored file ${file.sha256} has no content`);
  headers.set("Content-Length", String(bytes.byteLength));
  // A Buffer is a Uint8Array; the cast only satisfies the DOM typing of BodyInit (no copy).
  return new Response(bytes as unknown as BodyInit, { status: 200, headers });
}
