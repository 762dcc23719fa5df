/**
 * The Greek tax authority's RgWsPublic2 service (ΓΓΠΣ/ΑΑΔΕ) for Greek (EL) VAT numbers: a SOAP 1.2
 * call, rgWsPublic2AfmMethod, with a WS-Security username token. Its answer becomes a
 * VatServiceAnswer for the one interpreter of SPEC §5 (app/fields/afm.rule.ts):
 *  - a basic record with a name: valid, with that name;
 *  - an error record about the number (RG_WS_PUBLIC_WRONG_AFM, …_AFM_NOT_FOUND …): invalid, as a 4xx;
 *  - any other error record (credentials, limits), an HTTP failure, a timeout: unavailable.
 */
import { XMLParser } from "fast-xml-parser";
import { escapeXml } from "#app/http/xml";
import type { VatServiceAnswer } from "../fields/afm.rule";
import type { ServiceEndpoint } from "./vies.server";

export interface GgpsEndpoint extends ServiceEndpoint {
  username: string;
  password: string;
}

export function ggpsRequest(endpoint: GgpsEndpoint, afm: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope" xmlns:ns1="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd" xmlns:ns2="http://rgwspublic2/RgWsPublic2Service" xmlns:ns3="http://rgwspublic2/RgWsPublic2">
  <env:Header><ns1:Security><ns1:UsernameToken><ns1:Username>${escapeXml(endpoint.username)}</ns1:Username><ns1:Password>${escapeXml(endpoint.password)}</ns1:Password></ns1:UsernameToken></ns1:Security></env:Header>
  <env:Body><ns2:rgWsPublic2AfmMethod><ns2:INPUT_REC><ns3:afm_called_by/><ns3:afm_called_for>${escapeXml(afm)}</ns3:afm_called_for></ns2:INPUT_REC></ns2:rgWsPublic2AfmMethod></env:Body>
</env:Envelope>`;
}

/** Error codes that speak about the number itself (the others are about the caller or the service). */
const NUMBER_ERRORS = /WRONG_AFM|AFM_NOT_FOUND|NOT_EXIST|INVALID_AFM|AFM_CALLED_FOR/i;

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });

/** Finds the first value under `key` anywhere in the parsed document. */
function find(node: unknown, key: string): unknown {
  if (!node || typeof node !== "object") return undefined;
  const record = node as Record<string, unknown>;
  if (key in record) return record[key];
  for (const value of Object.values(record)) {
    const found = find(value, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function readGgpsAnswer(xml: string): VatServiceAnswer {
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    return { kind: "unreachable" };
  }
  const errorCode = text(find(find(document, "error_rec"), "error_code"));
  if (errorCode) return NUMBER_ERRORS.test(errorCode) ? { kind: "response", status: 404 } : { kind: "unreachable" };
  const basic = find(document, "basic_rec");
  if (!basic) return { kind: "unreachable" };
  const name = text(find(basic, "onomasia")) || null;
  return { kind: "response", status: 200, body: { valid: true, name, enterName: name === null } };
}

export async function checkGgps(endpoint: GgpsEndpoint, afm: string): Promise<VatServiceAnswer> {
  try {
    const response = await fetch(endpoint.url, {
      method: "POST",
      headers: { "Content-Type": "application/soap+xml; charset=utf-8" },
      body: ggpsRequest(endpoint, afm),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
    // A SOAP fault or a proxy page: the service, not the number, failed.
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: "unreachable" };
    }
    return readGgpsAnswer(await response.text());
  } catch {
    return { kind: "unreachable" };
  }
}
