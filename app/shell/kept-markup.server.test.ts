import { createElement, useId, type ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { BarChart } from "#app/components/charts/BarChart";
import { LineChart } from "#app/components/charts/LineChart";
import { KeptMarkup, KeptMarkupProvider } from "./kept-markup";
import { keptMarkup, keptMarkupSize } from "./kept-markup.server";

/** Streams a tree as entry.server.tsx does and returns its HTML. */
function stream(tree: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (c: Buffer) => chunks.push(c));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(tree, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/** A part of the page outside the kept ones that uses ids, to show the nested render leaves them alone. */
function Labelled({ text }: { text: string }) {
  const id = useId();
  return createElement("p", { id }, text, " ", createElement("span", null, "τέλος"));
}

/** A part that counts how often it is drawn. */
const drawn = { count: 0 };
function Counted({ label }: { label: string }) {
  drawn.count++;
  return createElement("svg", { role: "img" }, createElement("title", null, label), "α", "β");
}

function page(days: number) {
  const rows = Array.from({ length: days }, (_, i) => ({ label: `0${i + 1}/11/2026`, value: i * 7 }));
  return createElement(
    "main",
    null,
    createElement(Labelled, { text: "πριν" }),
    createElement(
      KeptMarkup,
      null,
      createElement(LineChart, {
        id: "line",
        title: "Αναρτήσεις ανά ημέρα",
        description: "Γράφημα γραμμής",
        columns: ["Ημέρα", "Αναρτήσεις"],
        rows,
      }),
    ),
    createElement(
      KeptMarkup,
      null,
      createElement(BarChart, {
        id: "bars",
        title: "Ανά κατηγορία",
        description: "Ραβδόγραμμα",
        columns: ["Κατηγορία", "Αναρτήσεις"],
        rows: [
          { label: "Δήμοι", value: 12 },
          { label: "Υπουργεία", value: 5 },
        ],
      }),
    ),
    createElement(KeptMarkup, null, createElement(Counted, { label: `σύνολο ${days}` })),
    createElement(Labelled, { text: "μετά" }),
  );
}

describe("markup drawn once and kept (decision 113)", () => {
  it("sends byte for byte the HTML the page renders without it, so the browser hydrates it", async () => {
    const plain = await stream(page(30));
    const kept = await stream(createElement(KeptMarkupProvider, { value: keptMarkup }, page(30)));
    expect(kept).toBe(plain);
    expect(plain).toContain('aria-labelledby="line-title"');
    expect(plain.match(/<circle/g)).toHaveLength(30);
  });

  it("renders a part once for the same props, and again when its props change", async () => {
    const withKept = (days: number) => stream(createElement(KeptMarkupProvider, { value: keptMarkup }, page(days)));
    const first = await withKept(7);
    const [before, drawnBefore] = [keptMarkupSize(), drawn.count];
    const again = await withKept(7);
    expect(again).toBe(first);
    expect(drawn.count).toBe(drawnBefore);
    expect(keptMarkupSize()).toBe(before);
    const changed = await withKept(8);
    expect(drawn.count).toBe(drawnBefore + 1);
    expect(changed).toContain("σύνολο 8");
    expect(changed.match(/<circle/g)).toHaveLength(8);
  });
});
