/**
 * A binary heap: `top()` is the item that comes before every other by `before`. Shared by the
 * newest-first top k (fts5-newest.ts, whose top is the worst kept match) and the export's stream
 * in publication order (publication-order.ts, whose top is the next row to hand out).
 */
export class BinaryHeap<T> {
  readonly items: T[] = [];

  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  top(): T | undefined {
    return this.items[0];
  }

  push(item: T): void {
    const a = this.items;
    a.push(item);
    for (let i = a.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.before(a[i], a[parent])) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }

  /** Removes and returns the top (undefined when empty). */
  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length && last !== undefined) this.replaceTop(last);
    return top;
  }

  /** Puts `item` in the top's place and sinks it to where it belongs. */
  replaceTop(item: T): void {
    const a = this.items;
    a[0] = item;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < a.length && this.before(a[l], a[m])) m = l;
      if (r < a.length && this.before(a[r], a[m])) m = r;
      if (m === i) break;
      [a[i], a[m]] = [a[m], a[i]];
      i = m;
    }
  }
}
