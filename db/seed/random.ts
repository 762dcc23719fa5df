/**
 * A small, fast, seedable PRNG (sfc32) so a seed run is reproducible: the same seed gives the same
 * subjects, amounts, ADAs and UUIDs. Math.random and crypto.randomUUID cannot be seeded.
 */

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** A 32-bit hash of a string (FNV-1a), to derive independent streams from names and uids. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    const s = typeof seed === "string" ? hashString(seed) : seed >>> 0;
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = s;
    for (let i = 0; i < 16; i++) this.uint32(); // mix the seed in
  }

  /** Uniform 32-bit unsigned integer. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Uniform integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** A version-4 UUID from this stream (lower case, like Diavgeia's versionIds). */
  uuid(): string {
    const a = this.uint32();
    const b = this.uint32();
    const c = this.uint32();
    const d = this.uint32();
    return (
      HEX[a >>> 24] +
      HEX[(a >>> 16) & 255] +
      HEX[(a >>> 8) & 255] +
      HEX[a & 255] +
      "-" +
      HEX[b >>> 24] +
      HEX[(b >>> 16) & 255] +
      "-" +
      HEX[0x40 | ((b >>> 8) & 15)] +
      HEX[b & 255] +
      "-" +
      HEX[0x80 | ((c >>> 24) & 63)] +
      HEX[(c >>> 16) & 255] +
      "-" +
      HEX[(c >>> 8) & 255] +
      HEX[c & 255] +
      HEX[d >>> 24] +
      HEX[(d >>> 16) & 255] +
      HEX[(d >>> 8) & 255] +
      HEX[d & 255]
    );
  }
}

/** Picks among values with given weights in O(log n) (cumulative table + binary search). */
export class WeightedPicker<T> {
  private readonly values: T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    this.values = entries.map(([v]) => v);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, w], i) => {
      sum += w;
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  pick(random: Random): T {
    const x = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return this.values[lo];
  }
}
