/**
 * A test file that runs the whole app (tests/support/app-server.ts) over its own database: the
 * file becomes the process's database (setDb, for the test's own reads and seeding), and the
 * environment points the app under test at it, since the app has its own modules and connection
 * and finds its database and settings there, as the server does. `close` undoes all of it.
 */
import { setDb } from "#db/client";
import type { AppServer } from "./app-server";
import { setProcessEnv } from "./process-env";
import { createTestDatabase, type TestDatabase } from "./test-db";

export interface AppDatabase {
  database: TestDatabase;
  /** Stops the app (if it was started), forgets the database and puts the environment back. */
  close(app: AppServer | undefined): Promise<void>;
}

export function openAppDatabase(env: Record<string, string> = {}): AppDatabase {
  const database = createTestDatabase();
  setDb(database.db);
  const restoreEnv = setProcessEnv({ DATABASE_PATH: database.file, ...env });
  return {
    database,
    async close(app) {
      await app?.close();
      setDb(undefined);
      database.cleanup();
      restoreEnv();
    },
  };
}
