/**
 * The EU VIES REST service (SPEC §5 "EU through VIES"): POST {VIES_URL}/check-vat-number with
 * {countryCode, vatNumber}. Its answer becomes a VatServiceAnswer for the one interpreter of
 * SPEC §5 (app/fields/afm.rule.ts): a 4xx (INVALID_INPUT) marks the number invalid, any other
 * failure, timeout or unreadable body means the service is unavailable.
 */
import type { VatServiceAnswer } from "../fields/afm.rule";

export interface ServiceEndpoint {
  url: string;
  timeoutMs: number;
}

/** VIES writes "---" where a member state does not disclose the name. */
export function viesName(name: unknown): string | null {
  if (typeof name !== "string") return null;
  const trimmed = name.trim();
  return trimmed === "" || /^-+$/.test(trimmed) ? null : trimmed;
}

export async function checkVies(
  endpoint: ServiceEndpoint,
  countryCode: string,
  vatNumber: string,
): Promise<VatServiceAnswer> {
  let response: Response;
  try {
    response = await fetch(`${endpoint.url.replace(/\/+$/, "")}/check-vat-number`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ countryCode, vatNumber }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch {
    return { kind: "unreachable" };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: "response", status: response.status };
  }
  try {
    const body = (await response.json()) as { valid?: unknown; name?: unknown };
    if (typeof body.valid !== "boolean") return { kind: "unreachable" };
    const name = viesName(body.name);
    return { kind: "response", status: 200, body: { valid: body.valid, name, enterName: name === null } };
  } catch {
    return { kind: "unreachable" };
  }
}
