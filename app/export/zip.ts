/**
 * A streaming ZIP writer (PKWARE APPNOTE 6.3): entries are written one after the other as their
 * data arrives, deflated in independent sync-flushed pieces, with sizes and CRC in a data
 * descriptor after each entry and the central directory at the end. Nothing but the directory
 * (a few dozen bytes per entry) is kept. No ZIP64: an entry or archive past 4 GiB is an error,
 * far beyond a worksheet's row limit (app/export/xlsx.ts).
 */
import zlib from "node:zlib";

const UINT32_MAX = 0xffffffff;
/** Bit 3: sizes in a data descriptor; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
/** 1980-01-01 00:00 in MS-DOS time and date (entry times carry no meaning here). */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private current: Entry | null = null;

  /** Starts an entry; returns the local header's bytes. */
  begin(name: string): Uint8Array {
    if (this.current) throw new Error(`zip entry ${this.current.name.toString()} is still open`);
    const nameBytes = Buffer.from(name, "utf8");
    this.current = { name: nameBytes, offset: this.offset, crc: 0, compressed: 0, size: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    // CRC and sizes (14..25) stay 0: they follow in the data descriptor.
    header.writeUInt16LE(nameBytes.length, 26);
    return this.count(Buffer.concat([header, nameBytes]));
  }

  /** Compresses a piece of the open entry; returns its bytes (possibly few). */
  write(data: Uint8Array): Uint8Array {
    const entry = this.open();
    if (data.length === 0) return new Uint8Array(0);
    entry.crc = zlib.crc32(data, entry.crc);
    entry.size += data.length;
    const out = zlib.deflateRawSync(data, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    entry.compressed += out.length;
    if (entry.size > UINT32_MAX || entry.compressed > UINT32_MAX) throw new Error("zip entry exceeds 4 GiB");
    return this.count(out);
  }

  /** Closes the open entry: the final deflate block and the data descriptor. */
  end(): Uint8Array {
    const entry = this.open();
    const last = zlib.deflateRawSync(Buffer.alloc(0));
    entry.compressed += last.length;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.entries.push(entry);
    this.current = null;
    return this.count(Buffer.concat([last, descriptor]));
  }

  /** A whole small entry at once. */
  file(name: string, data: Uint8Array): Uint8Array {
    return Buffer.concat([this.begin(name), this.write(data), this.end()]);
  }

  /** The central directory and its end record. */
  finish(): Uint8Array {
    if (this.current) throw new Error("zip entry still open");
    const start = this.offset;
    const records = this.entries.map((e) => {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(FLAGS, 8);
      record.writeUInt16LE(DEFLATE, 10);
      record.writeUInt16LE(DOS_TIME, 12);
      record.writeUInt16LE(DOS_DATE, 14);
      record.writeUInt32LE(e.crc >>> 0, 16);
      record.writeUInt32LE(e.compressed, 20);
      record.writeUInt32LE(e.size, 24);
      record.writeUInt16LE(e.name.length, 28);
      record.writeUInt32LE(e.offset, 42);
      return Buffer.concat([record, e.name]);
    });
    const directory = Buffer.concat(records);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    if (start + directory.length > UINT32_MAX) throw new Error("zip archive exceeds 4 GiB");
    return this.count(Buffer.concat([directory, end]));
  }

  private open(): Entry {
    if (!this.current) throw new Error("no zip entry is open");
    return this.current;
  }

  private count(bytes: Buffer): Uint8Array {
    this.offset += bytes.length;
    return bytes;
  }
}
