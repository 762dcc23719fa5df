/**
 * A stand-in Typesense HTTP endpoint for tests of what the register SENDS to Typesense (the real
 * typesense client talks to it over HTTP): it records every request and keeps imported documents
 * by id, answering just enough of the API (collection retrieve/create/delete, JSONL import,
 * document delete, aliases; a collection path naming an alias reaches its collection, as on a
 * real server) for the client to proceed. It does not search: the shared contract suite
 * (search/typesense.test.ts) covers a real server when TYPESENSE_URL is set.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  apiKey: string | undefined;
  body: string;
}

export interface TypesenseRecorder {
  url: string;
  requests: RecordedRequest[];
  /** Documents per collection, by id, as last imported. */
  collections: Map<string, Map<string, Record<string, unknown>>>;
  /** Alias name → collection name. */
  aliases: Map<string, string>;
  /** The documents a name (an alias or a collection) reaches now. */
  documentsOf(name: string): Map<string, Record<string, unknown>> | undefined;
  close(): Promise<void>;
}

export async function startTypesenseRecorder(): Promise<TypesenseRecorder> {
  const requests: RecordedRequest[] = [];
  const collections = new Map<string, Map<string, Record<string, unknown>>>();
  const aliases = new Map<string, string>();
  const resolve = (name: string) => aliases.get(name) ?? name;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        apiKey: req.headers["x-typesense-api-key"] as string | undefined,
        body,
      });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
      if (parts[0] === "aliases" && parts[1]) {
        const alias = parts[1];
        if (req.method === "PUT") {
          const { collection_name } = JSON.parse(body) as { collection_name: string };
          if (!collections.has(collection_name)) return json(404, { message: "Not Found" });
          aliases.set(alias, collection_name);
          return json(200, { name: alias, collection_name });
        }
        const target = aliases.get(alias);
        if (!target) return json(404, { message: "Not Found" });
        if (req.method === "DELETE") aliases.delete(alias);
        return json(200, { name: alias, collection_name: target });
      }
      if (parts[0] !== "collections") return json(404, { message: "Not Found" });
      const [, named, sub, id] = parts;
      if (!named && req.method === "POST") {
        const schema = JSON.parse(body) as { name: string };
        if (collections.has(schema.name)) return json(409, { message: "Already exists" });
        collections.set(schema.name, new Map());
        return json(201, schema);
      }
      const name = named ? resolve(named) : named;
      const docs = name ? collections.get(name) : undefined;
      if (!sub) {
        if (!docs) return json(404, { message: "Not Found" });
        if (req.method === "DELETE") collections.delete(name);
        return json(200, { name, num_documents: docs.size });
      }
      if (!docs) return json(404, { message: "Not Found" });
      if (sub === "documents" && id === "import" && req.method === "POST") {
        const lines = body.split("\n").filter(Boolean);
        for (const line of lines) {
          const doc = JSON.parse(line) as Record<string, unknown>;
          docs.set(String(doc.id), doc);
        }
        res.writeHead(200, { "content-type": "text/plain" });
        return res.end(lines.map(() => JSON.stringify({ success: true })).join("\n"));
      }
      if (sub === "documents" && id && req.method === "DELETE") {
        if (!docs.delete(id)) return json(404, { message: "Not Found" });
        return json(200, { id });
      }
      return json(404, { message: "Not Found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    collections,
    aliases,
    documentsOf: (name) => collections.get(resolve(name)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
