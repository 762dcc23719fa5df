/**
 * The e-procurement import (SPEC §2, §5, §7): a decision type and an ΑΔΑΜ → the form's values,
 * read from EPROCUREMENT_URL (GET {url}/eproc/doc?type=…&adam=…). The reference is checked first
 * (./reference.ts), so a wrong one never leaves the portal; a service that is not configured,
 * slow, broken or answers nonsense gives a clear Greek message and never a 500.
 */
import { config } from "#config/env";
import { fieldDefinitionsOf } from "../decisions/labels.server";
import { TEXT } from "../messages";
import { EprocDocument, importedValues, type ImportedValues } from "./metadata";
import { checkReference } from "./reference";

export type EprocImport =
  | { ok: true; adam: string; values: ImportedValues }
  | { ok: false; status: 400 | 404 | 503; field: "type" | "adam" | null; message: string };

const failure = (status: 400 | 404 | 503, message: string, field: "type" | "adam" | null = null): EprocImport => ({
  ok: false,
  status,
  field,
  message,
});

export async function importEprocurement(typeUid: string, reference: string): Promise<EprocImport> {
  const check = checkReference(typeUid, reference);
  if (!check.ok) return failure(400, check.message, check.field);
  const settings = config();
  if (!settings.EPROCUREMENT_URL) return failure(503, TEXT.eprocNotConfigured);

  const url = new URL(`${settings.EPROCUREMENT_URL.replace(/\/+$/, "")}/eproc/doc`);
  url.searchParams.set("type", typeUid);
  url.searchParams.set("adam", check.adam);
  let body: unknown;
  try {
    const response = await fetch(url, {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(settings.EPROCUREMENT_TIMEOUT_MS),
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return failure(404, TEXT.eprocNotFound, "adam");
    }
    if (!response.ok) {
      await response.body?.cancel();
      return failure(503, TEXT.eprocUnavailable);
    }
    body = await response.json();
  } catch {
    return failure(503, TEXT.eprocUnavailable);
  }
  const doc = EprocDocument.safeParse(body);
  if (!doc.success) return failure(503, TEXT.eprocUnavailable);
  const fieldPaths = fieldDefinitionsOf(typeUid).map((f) => f.fieldPath);
  return { ok: true, adam: check.adam, values: importedValues(doc.data, fieldPaths) };
}
