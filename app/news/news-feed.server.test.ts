/**
 * The home page's news against a real HTTP server on this machine: nothing is waited for, the
 * items arrive with a later visit, and a failing feed is silent and keeps what was there.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetNews, homeNews, newsFetched } from "./news-feed.server";

let answer: { status: number; body: string } = { status: 200, body: "[]" };
const server = http.createServer((_, res) => {
  res.writeHead(answer.status, { "Content-Type": "application/json" });
  res.end(answer.body);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.NEWS_FEED_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/news.json`;
  process.env.NEWS_FEED_TTL_SECONDS = "1";
  forgetNews();
});
afterAll(async () => {
  delete process.env.NEWS_FEED_URL;
  delete process.env.NEWS_FEED_TTL_SECONDS;
  forgetNews();
  await new Promise((resolve) => server.close(resolve));
});

describe("home page news", () => {
  it("shows nothing on the first visit, then the fetched items; a failure keeps them silently", async () => {
    answer = {
      status: 200,
      body: JSON.stringify([
        { title: "Νέα λειτουργία", content: "Κείμενο", date: "2026-11-20T10:00:00Z", permalink: "https://b.gr/1" },
      ]),
    };
    expect(homeNews(() => {}, 0)).toEqual([]);
    await newsFetched();
    expect(homeNews().map((n) => n.title)).toEqual(["Νέα λειτουργία"]);

    answer = { status: 500, body: "oops" };
    const errors: unknown[] = [];
    // Stale (far in the future): a new fetch starts, fails, and the kept items stay.
    expect(homeNews((e) => errors.push(e), Date.now() + 10_000).map((n) => n.title)).toEqual(["Νέα λειτουργία"]);
    await newsFetched();
    expect(errors).toHaveLength(1);
    expect(homeNews().map((n) => n.title)).toEqual(["Νέα λειτουργία"]);
  });
});
