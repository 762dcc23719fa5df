/**
 * The HTTP server around the Express app: timeouts against slow clients (slowloris), and the
 * two kinds of request Node does not hand to Express:
 *  - CONNECT, which Node emits as its own event: routed through the app, so it gets the same
 *    405 as TRACE or PUT (server/methods.ts) with every header;
 *  - requests the parser rejects (an unknown method, oversized headers, a timeout): answered
 *    with the right status, a Greek sentence and the security headers, instead of Node's bare
 *    "400 Bad Request".
 */
import type { Express } from "express";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { RequestLimits } from "#config/env";
import { ALLOW_HEADER, ALLOWED_METHODS } from "./methods";
import { EDGE_TEXT } from "./messages";

function parseErrorAnswer(code: string | undefined): { status: number; text: string; extra?: string } {
  switch (code) {
    case "HPE_INVALID_METHOD":
      return {
        status: 405,
        text: EDGE_TEXT.methodNotAllowed(undefined, ALLOWED_METHODS),
        extra: `Allow: ${ALLOW_HEADER}\r\n`,
      };
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, text: EDGE_TEXT.headersTooLarge };
    case "ERR_HTTP_REQUEST_TIMEOUT":
    case "HPE_HEADERS_TIMEOUT":
      return { status: 408, text: EDGE_TEXT.requestTimeout };
    default:
      return { status: 400, text: EDGE_TEXT.badRequest };
  }
}

function rawAnswer(socket: Socket, status: number, text: string, headers: Record<string, string>, extra = ""): void {
  const body = Buffer.from(`${text}\n`, "utf8");
  const head =
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("") +
    extra +
    "Content-Type: text/plain; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n" +
    `Content-Length: ${body.byteLength}\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head, "latin1"), body]));
}

export function createHttpServer(app: Express, limits: RequestLimits, rawHeaders: Record<string, string>): http.Server {
  const server = http.createServer(app);
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;

  server.on("connect", (req: http.IncomingMessage, socket: Socket) => {
    // The target is "host:port", not a path: Express would match no route and answer its own
    // bare 404. As a path, it meets the method rule like any other request.
    if (!req.url?.startsWith("/")) req.url = "/";
    const res = new http.ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket);
    res.on("finish", () => {
      res.detachSocket(socket);
      socket.end();
    });
    app(req, res);
  });

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    // Bytes that follow a request still being answered are not a request (Node's own client
    // sends a DELETE's body without a length): the request gets its answer, then the connection
    // closes, as the rest cannot be read. An error answer now would arrive before it (requests
    // wait for their turn, server/turns.ts) and the client would take it for the request's.
    const answering = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
    if (answering && !answering.writableFinished) {
      answering.once("close", () => socket.end());
      return;
    }
    const { status, text, extra } = parseErrorAnswer(error.code);
    rawAnswer(socket, status, text, rawHeaders, extra);
  });

  return server;
}

export function listen(server: http.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server.address() as AddressInfo);
    });
  });
}
