/**
 * "A long query or export never delays a short one by more than 2x" (issue 11, decision 085):
 * the rare-term search page, requested one at a time, alone and then while a download of every
 * decision streams from the same server. Run with WEB_PROCESSES=1 and 2 to see what a second
 * process gives; the figures are ratios of one run (the load average is printed beside them).
 */
import os from "node:os";

interface ProbeFigures {
  aloneP50: number;
  duringP50: number;
  duringMax: number;
  /** Probes answered while the export was still streaming. */
  duringCount: number;
  exportSeconds: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

export async function exportProbe(baseUrl: string, rareWord: string, probes = 15): Promise<ProbeFigures> {
  const short = `${baseUrl}/search?query=${encodeURIComponent(rareWord)}`;
  await timed(short);
  const alone: number[] = [];
  for (let i = 0; i < probes; i++) alone.push(await timed(short));

  const started = performance.now();
  let streaming = true;
  const download = fetch(`${baseUrl}/search/export?wt=xml`).then(async (res) => {
    const reader = res.body!.getReader();
    for (;;) if ((await reader.read()).done) break;
    streaming = false;
  });
  // Wait for the first rows, so every probe below meets a running export.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const during: number[] = [];
  while (streaming && during.length < probes * 4) {
    const ms = await timed(short);
    if (streaming) during.push(ms);
  }
  await download;
  return {
    aloneP50: median(alone),
    duringP50: median(during),
    duringMax: Math.max(...during),
    duringCount: during.length,
    exportSeconds: (performance.now() - started) / 1000,
  };
}

export function printExportProbe(processes: string, f: ProbeFigures): void {
  const load = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(" ");
  console.log(
    `\nrare-term page during a full export (WEB_PROCESSES=${processes}, load average ${load}): ` +
      `alone p50 ${f.aloneP50.toFixed(1)} ms; during the export p50 ${f.duringP50.toFixed(1)} ms, ` +
      `max ${f.duringMax.toFixed(0)} ms over ${f.duringCount} requests (×${(f.duringP50 / f.aloneP50).toFixed(1)}); ` +
      `export ${f.exportSeconds.toFixed(1)} s`,
  );
}
