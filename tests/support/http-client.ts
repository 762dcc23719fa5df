/**
 * Raw HTTP for tests that need what fetch cannot do: methods like TRACE and CONNECT, bodies sent
 * chunk by chunk without Content-Length, and requests written straight to a socket.
 */
import http from "node:http";
import net from "node:net";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  method?: string;
  path?: string;
  headers?: Record<string, string | number>;
  /** Sent in pieces of `chunkBytes` (chunked unless a Content-Length header is given). */
  bodyBytes?: number;
  chunkBytes?: number;
  /** Sent before the `bodyBytes` of filler (e.g. a multipart part header). */
  prefix?: string;
  body?: string;
}

/**
 * Sends a request and resolves with the answer, even when the server answers before the body is
 * sent (a 413) and closes the connection while the client is still writing.
 */
export function send(baseUrl: string, options: SendOptions = {}): Promise<RawResponse & { bytesSent: number }> {
  const url = new URL(options.path ?? "/", baseUrl);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = http.request(url, { method: options.method ?? "GET", headers: options.headers, agent: false });
    req.on("response", (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          bytesSent,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (options.body !== undefined) {
      req.end(options.body);
      return;
    }
    if (options.prefix) {
      req.write(options.prefix);
      bytesSent += Buffer.byteLength(options.prefix);
    }
    const total = options.bodyBytes ?? 0;
    const size = options.chunkBytes ?? 64 * 1024;
    const chunk = Buffer.alloc(size, 0x61);
    const pump = () => {
      while (bytesSent < total && !answered && !req.destroyed) {
        const piece = chunk.subarray(0, Math.min(size, total - bytesSent));
        bytesSent += piece.byteLength;
        if (!req.write(piece)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!req.destroyed && !req.writableEnded) req.end();
    };
    pump();
  });
}

/** Writes `head` to a fresh connection and resolves with everything the server sends back. */
export function rawExchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
    socket.setTimeout(5000, () => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
  });
}
