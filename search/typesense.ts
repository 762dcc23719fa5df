/**
 * The scale-out search engine: a Typesense server or cluster (DESIGN.md principle 3). Same
 * SearchEngine contract as FTS5, but asynchronous, so it is never written inside a database
 * transaction: search/sync.ts feeds it from search_outbox after commit.
 *
 * Collection: typesense-schema.ts. Query mapping: typesense-params.ts.
 *
 * The engine's name (`decisions`) is an ALIAS of the collection that holds the documents, so that a
 * rebuild fills a fresh collection while searches go on reading the old one, and one alias update
 * swaps them (`rebuild`, used by `npm run reindex`). A collection that bears the name itself (made
 * before aliases were used) is still read, and replaced by an alias at the first rebuild.
 */
import Typesense from "typesense";
import type {
  SearchDocument,
  SearchEngine,
  SearchQuery,
  SearchResult,
  FacetField,
  FacetValue,
  HitSnippets,
} from "./engine";
import { resolvePaging } from "./paging";
import { statusLabel } from "#shared/decision-status";
import { FACET_FIELDS, toTypesenseRequests, toTypesenseSearchParams } from "./typesense-params";
import {
  collectionSchema,
  FACET_SEPARATOR,
  fromTypesenseDocument,
  toTypesenseDocument,
  type TypesenseDecision,
  typesenseDocumentText,
} from "./typesense-schema";
import { highlightTerms, hitSnippets, type HighlightTerms } from "./snippets";

/** Where the text matched, from each hit's stored subject and document text (search/snippets.ts). */
export function typesenseSnippets(hits: TypesenseDecision[], terms: HighlightTerms): Record<number, HitSnippets> {
  const out: Record<number, HitSnippets> = {};
  for (const d of hits) out[d.decision_id] = hitSnippets(d.subject, typesenseDocumentText(d), terms);
  return out;
}

export interface TypesenseOptions {
  /** e.g. http://localhost:8108 (several nodes: comma-separated). */
  url: string;
  apiKey: string;
  collection?: string;
  timeoutSeconds?: number;
}

export interface TypesenseEngine extends SearchEngine {
  index(doc: SearchDocument): Promise<void>;
  indexMany(docs: SearchDocument[]): Promise<void>;
  remove(decisionId: number): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult>;
  count(query: SearchQuery): Promise<number>;
  /** Drops and recreates the collection (tests: searches see an empty index meanwhile). */
  clear(): Promise<void>;
  /**
   * Zero-downtime rebuild: `fill` writes every document into a fresh collection, then the alias
   * moves to it in one call and the collection it replaced is dropped. If `fill` fails, the fresh
   * collection is dropped and searches never saw it.
   */
  rebuild(fill: (fresh: TypesenseEngine) => Promise<void>): Promise<RebuildResult>;
  /**
   * The same rebuild in steps, for a job that stops and carries on (the reindex job of
   * /administration/search): `startRebuild` creates a fresh collection (or, given the one a job
   * began, makes sure it is still there: `created` says it had been lost and must be filled from
   * the start), `collectionEngine` writes into it, `finishRebuild` moves the alias to it and drops
   * the old one, `abandonRebuild` drops it.
   */
  startRebuild(collection?: string): Promise<{ collection: string; created: boolean }>;
  collectionEngine(collection: string): TypesenseEngine;
  finishRebuild(collection: string): Promise<RebuildResult>;
  abandonRebuild(collection: string): Promise<void>;
}

export interface RebuildResult {
  /** The collection the alias names now. */
  collection: string;
  /** The collection it named before (dropped), if any. */
  replaced: string | null;
}

/** Where the engine's name leads: an alias's collection, a collection of that very name, or nowhere yet. */
type NameTarget = { kind: "alias" | "collection"; collection: string } | null;

const IMPORT_BATCH = 2_000;

function isNotFound(e: unknown): boolean {
  return (e as { httpStatus?: number })?.httpStatus === 404;
}

/** Facet counts back as FacetValues: labels split off the *_facet values, codes labelled. */
function toFacetValues(field: FacetField, counts: { value: string; count: number }[]): FacetValue[] {
  const merged = new Map<string, FacetValue>();
  for (const { value: raw, count } of counts) {
    const cut = raw.indexOf(FACET_SEPARATOR);
    const value = cut < 0 ? raw : raw.slice(0, cut);
    const label = field === "status" ? statusLabel(value) : cut < 0 ? value : raw.slice(cut + 1);
    // A renamed organisation shows up under both labels: one value, the commoner label.
    const seen = merged.get(value);
    if (!seen) merged.set(value, { value, label, count });
    else seen.count += count;
  }
  return [...merged.values()].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
}

export function createTypesenseEngine(options: TypesenseOptions): TypesenseEngine {
  const name = options.collection ?? "decisions";
  const client = new Typesense.Client({
    nodes: options.url.split(",").map((url) => ({ url: url.trim() })),
    apiKey: options.apiKey,
    connectionTimeoutSeconds: options.timeoutSeconds ?? 5,
    numRetries: 3,
  });
  const documents = () => client.collections<TypesenseDecision>(name).documents();

  async function nameTarget(): Promise<NameTarget> {
    try {
      return { kind: "alias", collection: (await client.aliases(name).retrieve()).collection_name };
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
    try {
      return { kind: "collection", collection: (await client.collections(name).retrieve()).name };
    } catch (e) {
      if (!isNotFound(e)) throw e;
      return null;
    }
  }

  /** Creates a collection; one that already exists (another process was first) is fine. Says whether it was made. */
  async function createCollection(collection: string): Promise<boolean> {
    try {
      await client.collections().create(collectionSchema(collection));
      return true;
    } catch (e) {
      if ((e as { httpStatus?: number })?.httpStatus !== 409) throw e;
      return false;
    }
  }

  async function dropCollection(collection: string): Promise<void> {
    try {
      await client.collections(collection).delete();
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }

  let ready: Promise<void> | undefined;
  function ensureCollection(): Promise<void> {
    ready ??= (async () => {
      if (await nameTarget()) return;
      // The first collection has a fixed name, so that two processes starting at once agree on it.
      const first = `${name}_1`;
      await createCollection(first);
      await client.aliases().upsert(name, { collection_name: first });
    })().catch((e) => {
      ready = undefined; // try again on the next call
      throw e;
    });
    return ready;
  }

  async function indexMany(docs: SearchDocument[]): Promise<void> {
    await ensureCollection();
    for (let i = 0; i < docs.length; i += IMPORT_BATCH) {
      const batch = docs.slice(i, i + IMPORT_BATCH).map(toTypesenseDocument);
      const results = await documents().import(batch, { action: "upsert" });
      const failed = results.filter((r) => !r.success);
      if (failed.length) {
        throw new Error(`Typesense rejected ${failed.length} documents: ${JSON.stringify(failed.slice(0, 3))}`);
      }
    }
  }

  async function startRebuild(collection?: string): Promise<{ collection: string; created: boolean }> {
    const fresh = collection ?? `${name}_${Date.now()}`;
    return { collection: fresh, created: await createCollection(fresh) };
  }

  function collectionEngine(collection: string): TypesenseEngine {
    return createTypesenseEngine({ ...options, collection });
  }

  async function finishRebuild(fresh: string): Promise<RebuildResult> {
    const before = await nameTarget();
    // A name cannot be an alias and a collection at once: the old-style collection goes first
    // (searches miss for the moment between two calls, once, the first time).
    if (before?.kind === "collection") await dropCollection(before.collection);
    await client.aliases().upsert(name, { collection_name: fresh });
    if (before?.kind === "alias" && before.collection !== fresh) await dropCollection(before.collection);
    ready = undefined;
    return { collection: fresh, replaced: before && before.collection !== fresh ? before.collection : null };
  }

  async function run(query: SearchQuery) {
    await ensureCollection();
    const requests = toTypesenseRequests(query);
    return Promise.all(requests.map((params) => documents().search(params, {})));
  }

  return {
    name: "typesense",
    index: (doc) => indexMany([doc]),
    indexMany,

    async remove(decisionId) {
      await ensureCollection();
      try {
        await client.collections<TypesenseDecision>(name).documents(String(decisionId)).delete();
      } catch (e) {
        if (!isNotFound(e)) throw e;
      }
    },

    async search(query) {
      const { page, size } = resolvePaging(query);
      const responses = await run(query);
      const first = responses[0];
      const facets: SearchResult["facets"] = {};
      let facetsAreExact = true;
      for (const field of query.facets ?? []) {
        const counts = first.facet_counts?.find((f) => f.field_name === FACET_FIELDS[field]);
        if (counts?.sampled) facetsAreExact = false;
        facets[field] = toFacetValues(field, counts?.counts ?? []).slice(0, query.facetLimit ?? 50);
      }
      const stored = responses.flatMap((r) => r.hits ?? []).map((h) => h.document);
      const terms = highlightTerms(query);
      return {
        hits: stored.map(fromTypesenseDocument),
        ...(terms ? { snippets: typesenseSnippets(stored, terms) } : {}),
        total: first.found,
        totalIsExact: true,
        page,
        size,
        facets,
        facetsAreExact,
      };
    },

    async count(query) {
      await ensureCollection();
      const params = { ...toTypesenseSearchParams({ ...query, page: 0, size: 1, facets: [] }), per_page: 0 };
      return (await documents().search(params, {})).found;
    },

    async clear() {
      const target = await nameTarget();
      if (target) await dropCollection(target.collection);
      if (target?.kind === "alias") await client.aliases(name).delete();
      ready = undefined;
      await ensureCollection();
    },

    async rebuild(fill) {
      const { collection: fresh } = await startRebuild();
      try {
        await fill(collectionEngine(fresh));
      } catch (e) {
        await dropCollection(fresh);
        throw e;
      }
      return finishRebuild(fresh);
    },

    startRebuild,
    collectionEngine,
    finishRebuild,
    abandonRebuild: dropCollection,
  };
}
