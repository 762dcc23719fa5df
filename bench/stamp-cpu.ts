/**
 * The public copy's cost alone (decision 126): CPU ms to stamp and sign one decision's PDF (the
 * document-system harness's one-page PDF, or --pages N of text), as a publication does right after
 * its answer, with the register's test signing identity and no timestamp authority.
 *
 *   npx tsx bench/stamp-cpu.ts [--documents 300] [--pages 1]
 */
import { parseArgs } from "node:util";
import { renderDecisionPdf } from "#app/documents/pdf";
import { signDocument } from "#app/documents/sign";
import { selfSignedIdentity } from "#app/documents/signing-identity.server";
import { stampedDocument } from "#app/documents/stamp";
import { makeAda } from "#app/decisions/ada";

const { values } = parseArgs({
  options: { documents: { type: "string", default: "300" }, pages: { type: "string", default: "1" } },
});
const count = Number(values.documents);
const identity = selfSignedIdentity();
const original = await renderDecisionPdf({
  subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ bench",
  organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
  issueDate: "2026-12-06",
  protocolNumber: "BENCH/1",
  lines: Array.from(
    { length: (Number(values.pages) - 1) * 45 },
    (_, i) => `Παράγραφος ${i + 1}: ${"κείμενο ".repeat(12)}`,
  ),
  createdAt: Date.now(),
});

async function stampOne(i: number): Promise<number> {
  const pdf = await stampedDocument(original, { ada: makeAda("ΓΛ2", i + 1), publishedAt: Date.now() + i * 60_000 });
  return (await signDocument(pdf, identity)).length;
}

for (let i = 0; i < 20; i++) await stampOne(count + i); // warm: modules, the font, the caches of the first stamps
const cpu = process.cpuUsage();
let bytes = 0;
for (let i = 0; i < count; i++) bytes += await stampOne(i);
const used = process.cpuUsage(cpu);
const ms = (used.user + used.system) / 1000 / count;
console.log(
  `${count} documents of ${values.pages} page(s): ${ms.toFixed(2)} ms CPU per stamped, signed document ` +
    `(${(bytes / count / 1024).toFixed(1)} KB each)`,
);
