/**
 * Multi-row INSERTs for bulk loads. One better-sqlite3 call per row costs a few microseconds of
 * crossing into native code and binding; rows buffered and written CHUNK at a time with
 * `INSERT ... VALUES (...), (...), ...` cut that to one call per chunk.
 */
import type Database from "better-sqlite3";

const CHUNK = 64;

export interface BatchInsert {
  add(...values: unknown[]): void;
  /** Writes what is buffered (call before anything reads the table). */
  flush(): void;
  /** Drops what is buffered (after a failed, rolled-back batch). */
  discard(): void;
}

/** `head` is "INSERT ... INTO table (a, b, c)"; every row has `columns` values. */
export function batchInsert(sqlite: Database.Database, head: string, columns: number): BatchInsert {
  const row = `(${new Array(columns).fill("?").join(", ")})`;
  const one = sqlite.prepare(`${head} VALUES ${row}`);
  const many = sqlite.prepare(`${head} VALUES ${new Array(CHUNK).fill(row).join(", ")}`);
  let buffer: unknown[] = [];
  return {
    add(...values) {
      buffer.push(...values);
      if (buffer.length === CHUNK * columns) {
        many.run(buffer);
        buffer = [];
      }
    },
    flush() {
      for (let i = 0; i < buffer.length; i += columns) one.run(buffer.slice(i, i + columns));
      buffer = [];
    },
    discard() {
      buffer = [];
    },
  };
}
