/**
 * Queries built and prepared once per connection (decisions 113, 118, 126, 131). drizzle builds a
 * query's SQL text anew on every call, and on the hot paths (the home page, a publication, the
 * stamp) building cost more than running. A module hands its builder to `preparedPerConnection`
 * and gets back a function that returns the connection's prepared statements, built at its first
 * call. Held weakly: a closed (test) database's statements go with it.
 */
import type { Db } from "./client";

export function preparedPerConnection<T extends object>(prepare: (db: Db) => T): (db: Db) => T {
  const byConnection = new WeakMap<Db, T>();
  return (db) => {
    let prepared = byConnection.get(db);
    if (!prepared) byConnection.set(db, (prepared = prepare(db)));
    return prepared;
  };
}
