/**
 * Starts tests/support/tsa.ts (an RFC 3161 timestamp authority) as its own process on a free port,
 * for the signature tests; its certificate is written to a file for `openssl ts -verify`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./smtp-sink-process";

export interface TsaProcess {
  /** The base address: `${url}/tsa` grants, `/refuse` refuses, `/slow` never answers. */
  url: string;
  /** The authority's certificate (PEM file). */
  certFile: string;
  stop(): Promise<void>;
}

export async function startTsa(): Promise<TsaProcess> {
  const port = await freePort();
  const certFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "tsa-")), "tsa-cert.pem");
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/tsa.ts")], {
    env: { ...process.env, TSA_PORT: String(port), TSA_CERT_FILE: certFile },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the timestamp authority did not start")), 20_000);
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`the timestamp authority exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    certFile,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}
