import { describe, expect, it } from "vitest";
import { createProgressBar, progressLine } from "./progress";

describe("progressLine", () => {
  it("shows the bar, percentage, count, rate and time left", () => {
    expect(progressLine(250_000, 1_000_000, 50_000)).toBe(
      "[########......................]  25.0% 250.000/1.000.000 5.000/s ETA 2m30s",
    );
  });

  it("handles the start and the end", () => {
    expect(progressLine(0, 100, 0)).toMatch(/0\.0% 0\/100 0\/s ETA --$/);
    expect(progressLine(100, 100, 2_000)).toMatch(/^\[#{30}\] 100\.0% 100\/100 50\/s ETA 0s$/);
  });
});

describe("createProgressBar", () => {
  it("prints a line per tenth when stderr is not a terminal, and the last line at the end", () => {
    const lines: string[] = [];
    const stream = { isTTY: false, write: (s: string) => lines.push(s) } as unknown as NodeJS.WriteStream;
    const bar = createProgressBar(1000, stream);
    for (let done = 1; done <= 1000; done++) bar.update(done);
    bar.finish();
    expect(lines).toHaveLength(11); // 0.1% (first tenth), 10%, ... 100%
    expect(lines.at(-1)).toMatch(/100\.0% 1\.000\/1\.000/);
  });

  it("redraws in place at most ten times a second on a terminal", () => {
    const writes: string[] = [];
    const stream = { isTTY: true, write: (s: string) => writes.push(s) } as unknown as NodeJS.WriteStream;
    const bar = createProgressBar(1_000_000, stream);
    for (let done = 1; done <= 100_000; done++) bar.update(done);
    expect(writes.length).toBeLessThanOrEqual(11);
    expect(writes[0].startsWith("\r")).toBe(true);
    bar.finish();
    expect(writes.at(-1)).toBe("\n");
  });
});
