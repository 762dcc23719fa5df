/**
 * Starts tests/support/fake-services.ts (VIES, GGPS and e-procurement speakers) as its own process
 * on a free port, for vitest files; the e2e run starts its own from playwright.config.ts.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./smtp-sink-process";

export interface FakeServices {
  url: string;
  /** The settings that point the portal at this process (VIES_URL, GGPS_URL …). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startFakeServices(): Promise<FakeServices> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/fake-services.ts")], {
    env: { ...process.env, FAKE_SERVICES_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("fake services did not start")), 20_000);
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`fake services exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: fakeServicesEnv(url),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}

export function fakeServicesEnv(url: string): Record<string, string> {
  return {
    VIES_URL: `${url}/vies`,
    GGPS_URL: `${url}/ggps`,
    GGPS_USERNAME: "tester",
    GGPS_PASSWORD: "secret",
    EPROCUREMENT_URL: url,
    // On a loaded 2-core test machine the stand-in can take seconds to answer; the production
    // default (5 s) would then turn its answer into «cannot check». A test of the timeout sets its own.
    VAT_TIMEOUT_MS: "30000",
    EPROCUREMENT_TIMEOUT_MS: "30000",
  };
}
