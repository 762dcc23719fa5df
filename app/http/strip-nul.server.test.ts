import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { PassThrough } from "node:stream";
import { withoutNul } from "./strip-nul.server";

/** Many short Greek text chunks, as a real page has; `shift` ASCII bytes move the buffer edges. */
function page(shift: number) {
  return createElement(
    "div",
    null,
    "x".repeat(shift),
    ...Array.from({ length: 300 }, (_, i) => createElement("span", { key: i }, "Καλημέρα")),
  );
}

async function render(shift: number, strip: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (c: Buffer) => chunks.push(c));
    sink.on("end", () => {
      const raw = Buffer.concat(chunks);
      resolve(strip ? withoutNul(raw) : raw);
    });
    const { pipe } = renderToPipeableStream(page(shift), {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

describe("NUL bytes in streamed Greek HTML", () => {
  it("react-dom 18.3.1 emits a NUL at a 2 KB boundary (the bug this module works around)", async () => {
    const raws = await Promise.all([0, 1].map((shift) => render(shift, false)));
    // If React fixes it, this fails and the workaround can go.
    expect(raws.some((raw) => raw.includes(0))).toBe(true);
  });

  it("withoutNul removes it from the whole page and leaves valid UTF-8 with the full text", async () => {
    for (const shift of [0, 1]) {
      const html = (await render(shift, true)).toString("utf8");
      expect(html.includes("\u0000")).toBe(false);
      expect(html.match(/Καλημέρα/g)).toHaveLength(300);
      expect(html.startsWith(`<div>${"x".repeat(shift)}`)).toBe(true);
    }
  });

  it("leaves chunks without NUL untouched", () => {
    const chunk = Buffer.from("αβγ");
    expect(withoutNul(chunk)).toBe(chunk);
    expect(withoutNul(Buffer.from([0x61, 0, 0x62])).toString()).toBe("ab");
  });

  it("removes NULs at the start, at the end and side by side, and keeps every other byte in order", () => {
    expect([...withoutNul(Buffer.from([0, 0, 0x61, 0, 0, 0x62, 0x63, 0]))]).toEqual([0x61, 0x62, 0x63]);
    expect(withoutNul(Buffer.from([0, 0])).length).toBe(0);
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i % 7 === 3 ? 0 : 1 + (i % 250))));
    expect([...withoutNul(bytes)]).toEqual([...bytes].filter((b) => b !== 0));
  });
});
