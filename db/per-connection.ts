/**
 * Queries built and prepared once per connection (decisions 113, 118, 126, 131, 152). drizzle
 * builds a query's SQL text anew on every call, and on the hot paths (the home page, a
 * publication, the stamp) building cost more than running. A module hands its builder to
 * `preparedPerConnection` and gets back a function that returns the connection's prepared
 * statements, built at its first call. Held weakly: a closed (test) database's statements go with it.
 *
 * The function takes the database or a transaction on it. Both run on the same connection
 * (better-sqlite3: a transaction is the connection's), and drizzle gives every transaction the
 * database's own session object, so the statements are kept per session: a statement prepared
 * through one transaction serves the database and every later transaction alike.
 */
import type { DbOrTx } from "./client";

/** The drizzle session a database and all its transactions share (a field drizzle does not type). */
function sessionOf(db: DbOrTx): object {
  return (db as unknown as { session: object }).session;
}

export function preparedPerConnection<D extends DbOrTx, T extends object>(prepare: (db: D) => T): (db: D) => T {
  const bySession = new WeakMap<object, T>();
  return (db) => {
    const session = sessionOf(db);
    let prepared = bySession.get(session);
    if (!prepared) bySession.set(session, (prepared = prepare(db)));
    return prepared;
  };
}
