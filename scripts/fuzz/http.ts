/**
 * A raw HTTP/1.1 client over a socket, so the fuzzer can send what fetch refuses to: invalid
 * bytes in the path, duplicate headers, a Content-Length larger than the body (then close).
 */
import net from "node:net";

export interface RawRequest {
  method: string;
  /** Already encoded request target (may hold invalid escapes on purpose). */
  target: Buffer | string;
  headers: [string, string][];
  body?: Buffer;
  /** Announce this many more bytes than sent, then half-close the socket. */
  truncateBy?: number;
}

export interface RawResponse {
  /** 0 when the server closed or timed out without a status line. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function send(port: number, req: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on("data", (c) => chunks.push(c));
    socket.on("end", finish);
    socket.on("close", finish);
    socket.on("error", finish);
    socket.on("connect", () => {
      const body = req.body ?? Buffer.alloc(0);
      const lines = [`${req.method} `];
      const head: Buffer[] = [
        Buffer.from(lines[0]),
        Buffer.isBuffer(req.target) ? req.target : Buffer.from(req.target),
      ];
      let text = " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n";
      for (const [name, value] of req.headers) text += `${name}: ${value}\r\n`;
      if ((req.method !== "GET" && req.method !== "HEAD") || body.length > 0) {
        text += `Content-Length: ${body.length + (req.truncateBy ?? 0)}\r\n`;
      }
      text += "\r\n";
      head.push(Buffer.from(text, "latin1"));
      socket.write(Buffer.concat([...head, body]));
      if (req.truncateBy) socket.end();
    });
  });
}

function parse(raw: Buffer): RawResponse {
  const headEnd = raw.indexOf("\r\n\r\n");
  if (headEnd < 0) return { status: 0, headers: {}, body: raw };
  const lines = raw.subarray(0, headEnd).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0])?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const i = line.indexOf(":");
    if (i > 0) {
      const name = line.slice(0, i).trim().toLowerCase();
      const value = line.slice(i + 1).trim();
      headers[name] = headers[name] ? `${headers[name]}\n${value}` : value;
    }
  }
  return { status, headers, body: raw.subarray(headEnd + 4) };
}
