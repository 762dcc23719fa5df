/**
 * A small progress bar for long seed runs, written to stderr so stdout stays clean for results:
 * bar, percentage, count, rate and time left, redrawn at most ten times a second. When stderr is
 * not a terminal (CI logs) it prints a plain line at every tenth of the way instead.
 */

export interface ProgressBar {
  update(done: number): void;
  finish(): void;
}

const WIDTH = 30;

function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "--";
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}

const grouped = (n: number) => n.toLocaleString("el-GR");

export function progressLine(done: number, total: number, elapsedMs: number): string {
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(fraction * WIDTH);
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const eta = rate > 0 ? (total - done) / rate : Infinity;
  return (
    `[${"#".repeat(filled)}${".".repeat(WIDTH - filled)}] ${(fraction * 100).toFixed(1).padStart(5)}% ` +
    `${grouped(done)}/${grouped(total)} ${grouped(Math.round(rate))}/s ETA ${duration(eta)}`
  );
}

export function createProgressBar(total: number, stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  const started = performance.now();
  const tty = stream.isTTY === true;
  // The first update draws at once (a fresh worker thread's clock can be under 100 ms).
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastTenth = -1;
  let last = 0;
  const draw = (done: number) => {
    const line = progressLine(done, total, performance.now() - started);
    if (tty) stream.write(`\r${line}\x1b[K`);
    else stream.write(`${line}\n`);
  };
  return {
    update(done) {
      last = done;
      const now = performance.now();
      if (tty) {
        if (now - lastDraw < 100) return; // at most 10 redraws a second
        lastDraw = now;
        draw(done);
      } else {
        const tenth = Math.floor((done / Math.max(1, total)) * 10);
        if (tenth === lastTenth) return;
        lastTenth = tenth;
        draw(done);
      }
    },
    finish() {
      if (tty) {
        draw(last);
        stream.write("\n");
      } else if (lastTenth < 10) draw(last);
    },
  };
}
