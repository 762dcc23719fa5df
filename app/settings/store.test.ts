import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { auditOf } from "#app/audit.server";
import { setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import { deleteSetting, isSettingStored, readSetting, writeSetting } from "./store.server";

const testDb = createTestDatabase();
beforeAll(() => setDb(testDb.db));
afterAll(() => {
  setDb(undefined);
  testDb.cleanup();
});

const pageSize = z.object({ pageSize: z.number().int().positive() });

describe("stored settings", () => {
  it("answers the fallback until a value is written, then the value at once, audited", () => {
    expect(readSetting("test.paging", pageSize, { pageSize: 10 })).toEqual({ pageSize: 10 });
    testDb.db.transaction((tx) => writeSetting(tx, "test.paging", { pageSize: 25 }, null));
    expect(readSetting("test.paging", pageSize, { pageSize: 10 })).toEqual({ pageSize: 25 });
    expect(isSettingStored("test.paging")).toBe(true);
    expect(auditOf("setting", "test.paging", testDb.db).map((a) => a.action)).toEqual(["setting.write"]);
  });

  it("gives the fallback for a stored value the schema no longer accepts", () => {
    testDb.db.transaction((tx) => writeSetting(tx, "test.broken", { pageSize: "many" }, null));
    expect(readSetting("test.broken", pageSize, { pageSize: 7 })).toEqual({ pageSize: 7 });
  });

  it("goes back to the fallback after a reset, and a rolled-back write changes nothing", () => {
    testDb.db.transaction((tx) => writeSetting(tx, "test.reset", { pageSize: 3 }, null));
    expect(readSetting("test.reset", pageSize, { pageSize: 1 }).pageSize).toBe(3);
    expect(() =>
      testDb.db.transaction((tx) => {
        writeSetting(tx, "test.reset", { pageSize: 99 }, null);
        throw new Error("abort");
      }),
    ).toThrow("abort");
    expect(readSetting("test.reset", pageSize, { pageSize: 1 }).pageSize).toBe(3);
    testDb.db.transaction((tx) => deleteSetting(tx, "test.reset", null));
    expect(readSetting("test.reset", pageSize, { pageSize: 1 }).pageSize).toBe(1);
    expect(() => readSetting("nodot", pageSize, { pageSize: 1 })).toThrow(RangeError);
  });
});
