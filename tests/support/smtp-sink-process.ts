/**
 * Starts tests/support/smtp-sink.ts as its own process on a free port with its own mail folder,
 * for vitest files that need a real SMTP server (the e2e run starts its own from
 * playwright.config.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface SinkProcess {
  port: number;
  url: string;
  /** Where each received message lands as .eml (+ .json envelope). */
  mailDir: string;
  process: ChildProcess;
  /** Stops the process and deletes its folder. */
  stop(): Promise<void>;
}

export async function startSinkProcess(): Promise<SinkProcess> {
  const port = await freePort();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-sink-"));
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/smtp-sink.ts")], {
    env: { ...process.env, SMTP_SINK_PORT: String(port), MAIL_DIR: mailDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("smtp sink did not start")), 20_000);
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`smtp sink exited with ${code}`)));
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mailDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(mailDir, { recursive: true, force: true });
    },
  };
}
