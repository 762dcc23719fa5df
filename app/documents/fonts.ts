/**
 * The fonts embedded in generated decision documents: DejaVu Sans, regular and bold, which cover
 * the whole Greek block (tonos, dialytika, final sigma) and Latin, under a free licence (Bitstream
 * Vera derivative, public-domain changes: node_modules/dejavu-fonts-ttf/LICENSE).
 *
 * Read from the installed `dejavu-fonts-ttf` package at run time rather than copied into the
 * repository: the package is a pinned dependency that carries its own licence, and the server
 * bundle keeps node_modules external, so the file is always where the resolver says. Read once
 * per process and kept (about 1.4 MB for both faces).
 */
import fs from "node:fs";
import { createRequire } from "node:module";

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

const resolve = createRequire(import.meta.url).resolve;
let loaded: DocumentFonts | null = null;

export function documentFonts(): DocumentFonts {
  loaded ??= {
    regular: fs.readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: fs.readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return loaded;
}
