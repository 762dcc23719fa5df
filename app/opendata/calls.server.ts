/**
 * Every call of the OpenData read API (reference/diavgeia.md §1.2), in one table: its path, its
 * query parameters (params.ts), its answer (schemas.ts) and XML root (xml.ts), its cache policy,
 * and the one domain read that answers it. The dispatcher (app/http/opendata-response.server.ts) matches a request
 * against it; an OpenAPI generator can walk it (`OPENDATA_CALLS`).
 */
import type { z } from "zod";
import type { CachePolicy } from "#app/http/cache-policy";
import { OPENDATA_TEXT } from "../messages";
import {
  allPositions,
  organization,
  organizationDetails,
  organizationList,
  organizationPositions,
  organizationSigners,
  organizationUnits,
  signer,
  unit,
} from "./organizations.server";
import {
  decisionType,
  decisionTypeDetails,
  decisionTypes,
  dictionaries,
  dictionary,
  searchTerms,
} from "./catalogues.server";
import { decisionByAda, decisionByVersionId, versionLog } from "./decisions.server";
import { findOrganization } from "../organizations/read.server";
import { advancedSearchParams, noParams, organizationsParams, simpleSearchParams, unitsParams } from "./params";
import * as S from "./schemas";
import { advancedSearch, simpleSearch } from "./search.server";
import type { XmlShape } from "./xml";

/** What a read returns: the body, or null with the 404 message. */
export type ReadResult = { body: Record<string, unknown> } | { notFound: string };

export interface OpendataCall<Q extends z.ZodObject = z.ZodObject> {
  /** Path segments after /opendata; `:name` is a path parameter. */
  path: string;
  summary: string;
  query: Q;
  response: z.ZodType;
  xml: XmlShape;
  policy: CachePolicy;
  read(params: Record<string, string>, query: z.output<Q>): ReadResult | Promise<ReadResult>;
}

const found = (body: object | null, notFound: string): ReadResult =>
  body ? { body: body as Record<string, unknown> } : { notFound };

/** Reads that need an organisation first: 404 when there is none by that uid or latin name. */
const ofOrganization =
  (read: (uid: string) => object) =>
  (params: Record<string, string>): ReadResult => {
    const org = findOrganization(params.org);
    return org
      ? { body: read(org.uid) as Record<string, unknown> }
      : { notFound: OPENDATA_TEXT.organizationNotFound(params.org) };
  };

const call = <Q extends z.ZodObject>(c: OpendataCall<Q>) => c as unknown as OpendataCall;

export const OPENDATA_CALLS: readonly OpendataCall[] = [
  call({
    path: "search",
    summary: "Simple search: ada, subject, protocol, term, org, unit, signer, type, tag, dates, status",
    query: simpleSearchParams,
    response: S.searchResultSchema,
    xml: { root: "decisionSearchResult" },
    policy: "publicPage",
    read: async (_, query) => ({ body: await simpleSearch(query) }),
  }),
  call({
    path: "search/advanced",
    summary: "Search in the query language (q)",
    query: advancedSearchParams,
    response: S.searchResultSchema,
    xml: { root: "decisionSearchResult" },
    policy: "publicPage",
    read: async (_, query) => ({ body: await advancedSearch(query) }),
  }),
  call({
    path: "search/terms",
    summary: "Every term of the query language",
    query: noParams,
    response: S.searchTermsSchema,
    xml: { root: "searchTerms", listKey: "terms" },
    policy: "publicPage",
    read: () => ({ body: searchTerms("all") }),
  }),
  call({
    path: "search/terms/common",
    summary: "The common terms of the query language",
    query: noParams,
    response: S.searchTermsSchema,
    xml: { root: "searchTerms", listKey: "terms" },
    policy: "publicPage",
    read: () => ({ body: searchTerms("common") }),
  }),
  call({
    path: "decisions/v/:versionId",
    summary: "One published version of a decision",
    query: noParams,
    response: S.decisionSchema,
    xml: { root: "decision" },
    policy: "publishedVersion",
    read: ({ versionId }) =>
      found(decisionByVersionId(versionId.toLowerCase()), OPENDATA_TEXT.versionNotFound(versionId)),
  }),
  call({
    path: "decisions/:ada",
    summary: "A decision by its ADA: its newest published version",
    query: noParams,
    response: S.decisionSchema,
    xml: { root: "decision" },
    policy: "publicPage",
    read: ({ ada }) => found(decisionByAda(ada), OPENDATA_TEXT.decisionNotFound(ada)),
  }),
  call({
    path: "decisions/:ada/versionlog",
    summary: "The published versions of a decision",
    query: noParams,
    response: S.versionLogSchema,
    xml: { root: "decisionVersionLog" },
    policy: "publicPage",
    read: ({ ada }) => found(versionLog(ada), OPENDATA_TEXT.decisionNotFound(ada)),
  }),
  call({
    path: "types",
    summary: "Every decision type",
    query: noParams,
    response: S.decisionTypesSchema,
    xml: { root: "decisionTypes", listKey: "decisionTypes" },
    policy: "publicPage",
    read: () => ({ body: decisionTypes() }),
  }),
  call({
    path: "types/:uid",
    summary: "One decision type",
    query: noParams,
    response: S.decisionTypeSchema,
    xml: { root: "decisionType" },
    policy: "publicPage",
    read: ({ uid }) => found(decisionType(uid), OPENDATA_TEXT.typeNotFound(uid)),
  }),
  call({
    path: "types/:uid/details",
    summary: "A decision type with its extra fields",
    query: noParams,
    response: S.decisionTypeDetailsSchema,
    xml: { root: "decisionTypeDetails" },
    policy: "publicPage",
    read: ({ uid }) => found(decisionTypeDetails(uid), OPENDATA_TEXT.typeNotFound(uid)),
  }),
  call({
    path: "dictionaries",
    summary: "Every dictionary",
    query: noParams,
    response: S.dictionariesSchema,
    xml: { root: "dictionaries", listKey: "dictionaries" },
    policy: "publicPage",
    read: () => ({ body: dictionaries() }),
  }),
  call({
    path: "dictionaries/:name",
    summary: "The items of one dictionary",
    query: noParams,
    response: S.dictionarySchema,
    xml: { root: "dictionaryItems", listKey: "items", rootAttributes: ["name"], attributeItems: ["items"] },
    policy: "publicPage",
    read: ({ name }) => found(dictionary(name), OPENDATA_TEXT.dictionaryNotFound(name)),
  }),
  call({
    path: "organizations",
    summary: "Every organisation of a status (default active) and category; not paged",
    query: organizationsParams,
    response: S.organizationsSchema,
    xml: { root: "organizations", listKey: "organizations" },
    policy: "publicPage",
    read: (_, query) => ({ body: organizationList(query) }),
  }),
  call({
    path: "organizations/:org",
    summary: "One organisation by uid or latin name",
    query: noParams,
    response: S.organizationSchema,
    xml: { root: "organization" },
    policy: "publicPage",
    read: ({ org }) => found(organization(org), OPENDATA_TEXT.organizationNotFound(org)),
  }),
  call({
    path: "organizations/:org/details",
    summary: "An organisation with its units, signers, positions and supervised organisations",
    query: noParams,
    response: S.organizationDetailsSchema,
    xml: { root: "organizationDetails" },
    policy: "publicPage",
    read: ({ org }) => found(organizationDetails(org), OPENDATA_TEXT.organizationNotFound(org)),
  }),
  call({
    path: "organizations/:org/units",
    summary: "An organisation's units (descendants=all|children, status=active|inactive|all)",
    query: unitsParams,
    response: S.unitsSchema,
    xml: { root: "units", listKey: "units" },
    policy: "publicPage",
    read: (params, query) => ofOrganization((uid) => organizationUnits(uid, query))(params),
  }),
  call({
    path: "organizations/:org/signers",
    summary: "An organisation's signers",
    query: noParams,
    response: S.signersSchema,
    xml: { root: "signers", listKey: "signers" },
    policy: "publicPage",
    read: ofOrganization(organizationSigners),
  }),
  call({
    path: "organizations/:org/positions",
    summary: "The positions an organisation's signers hold",
    query: noParams,
    response: S.positionsSchema,
    xml: { root: "positions", listKey: "positions" },
    policy: "publicPage",
    read: ofOrganization(organizationPositions),
  }),
  call({
    path: "units/:uid",
    summary: "One unit",
    query: noParams,
    response: S.unitSchema,
    xml: { root: "unit" },
    policy: "publicPage",
    read: ({ uid }) => found(unit(uid), OPENDATA_TEXT.unitNotFound(uid)),
  }),
  call({
    path: "signers/:uid",
    summary: "One signer",
    query: noParams,
    response: S.signerSchema,
    xml: { root: "signer" },
    policy: "publicPage",
    read: ({ uid }) => found(signer(uid), OPENDATA_TEXT.signerNotFound(uid)),
  }),
  call({
    path: "positions",
    summary: "Every position",
    query: noParams,
    response: S.positionsSchema,
    xml: { root: "positions", listKey: "positions" },
    policy: "publicPage",
    read: () => ({ body: allPositions() }),
  }),
];

/** The call a path names, with its path parameters; static segments win over parameters. */
export function matchCall(segments: string[]): { call: OpendataCall; params: Record<string, string> } | null {
  let best: { call: OpendataCall; params: Record<string, string>; statics: number } | null = null;
  for (const c of OPENDATA_CALLS) {
    const pattern = c.path.split("/");
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = Object.create(null) as Record<string, string>;
    let statics = 0;
    const ok = pattern.every((part, i) => {
      if (part.startsWith(":")) {
        params[part.slice(1)] = segments[i];
        return true;
      }
      statics++;
      return part === segments[i];
    });
    if (ok && (!best || statics > best.statics)) best = { call: c, params, statics };
  }
  return best && { call: best.call, params: best.params };
}
