/**
 * The JSON API's per-user throttle (issue 15): past API_CALLS_PER_MINUTE calls a minute, a user's
 * calls get 429 with Retry-After in the SPEC §8 payload; another user is not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";

useDemoDatabase();
const saved = process.env.API_CALLS_PER_MINUTE;
beforeAll(() => {
  process.env.API_CALLS_PER_MINUTE = "3";
});
afterAll(() => {
  if (saved === undefined) delete process.env.API_CALLS_PER_MINUTE;
  else process.env.API_CALLS_PER_MINUTE = saved;
});

const types = (user: string) => callApi("GET", "/decisionTypes", { who: user });

describe("per-user throttling", () => {
  it("answers 429 with Retry-After after API_CALLS_PER_MINUTE calls, for that user only", async () => {
    for (let i = 0; i < 3; i++) expect((await types("apiuser")).status).toBe(200);
    const refused = await types("apiuser");
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({
      errors: [{ errorCode: "TOO_MANY_REQUESTS", errorMessage: expect.stringMatching(/^Πάρα πολλές κλήσεις/) }],
    });
    expect((await types("publisher")).status).toBe(200);
  });
});
