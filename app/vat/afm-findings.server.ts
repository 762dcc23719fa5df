/**
 * The VAT check on a decision's save (issue 8 "Bad input", SPEC §5, §8): every AFM person object
 * in the extra field values ({afm, afmType, afmCountry, name}, at any depth) is checked once with
 * ./check-vat.server.ts. A number the services call invalid is an error on its field (nothing is
 * saved); a service that cannot answer is an ignorable warning (SPEC §8 canBeIgnored), so saving
 * is never blocked by a slow or absent service. For the decision form's action and the JSON API.
 */
import { MSG } from "../messages";
import { checkVat, type VatCheck } from "./check-vat.server";

export interface AfmFinding {
  /** The field path of the number, e.g. "extraFieldValues.person[0].afm". */
  path: string;
  message: string;
  canBeIgnored: boolean;
}

interface Candidate {
  path: string;
  afm: string;
  afmType: string | null;
  countryCode: string | null;
  name: string | null;
}

const MAX_CHECKS = 50;

const text = (value: unknown) => (typeof value === "string" ? value : null);

function collect(value: unknown, path: string, out: Candidate[]): void {
  if (out.length >= MAX_CHECKS) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, `${path}[${index}]`, out));
    return;
  }
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  const afm = text(record.afm)?.trim();
  if (afm) {
    out.push({
      path: `${path}.afm`,
      afm,
      afmType: text(record.afmType),
      countryCode: text(record.afmCountry) ?? text(record.countryCode),
      name: text(record.name),
    });
  }
  for (const [key, child] of Object.entries(record)) {
    if (child && typeof child === "object") collect(child, `${path}.${key}`, out);
  }
}

export async function afmFindings(
  extraFieldValues: unknown,
  prefix = "extraFieldValues",
): Promise<{ errors: AfmFinding[]; warnings: AfmFinding[] }> {
  const candidates: Candidate[] = [];
  collect(extraFieldValues, prefix, candidates);
  // The same number of the same type is asked once, however many rows name it.
  const checks = new Map<string, Promise<VatCheck>>();
  const keyOf = (c: Candidate) => [c.afm, c.afmType ?? "", c.countryCode ?? ""].join("\u0000");
  for (const c of candidates) if (!checks.has(keyOf(c))) checks.set(keyOf(c), checkVat(c));
  const errors: AfmFinding[] = [];
  const warnings: AfmFinding[] = [];
  for (const c of candidates) {
    const outcome = await checks.get(keyOf(c))!;
    if (outcome.status === "invalid") errors.push({ path: c.path, message: MSG.invalidAfm, canBeIgnored: false });
    if (outcome.status === "unavailable") {
      warnings.push({ path: c.path, message: `${MSG.afmServiceFailure}: ${c.afm}`, canBeIgnored: true });
    }
  }
  return { errors, warnings };
}
