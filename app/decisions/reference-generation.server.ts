/**
 * The generation of the reference data a decision form is built from (docs/decisions/112): a
 * counter that triggers bump on every change to the decision types and their openings, field
 * definitions, organisations, units, signers and their units, dictionaries, stored settings and
 * users' form defaults (migration reference_generation), whichever process writes. A value built
 * from those tables and kept with the generation it was read at is current while the counter has
 * not moved; one indexed read per use, by a statement prepared once per connection.
 */
import type Database from "better-sqlite3";
import type { Db } from "#db/client";

const statements = new WeakMap<Database.Database, Database.Statement<[], number>>();

export function referenceGeneration(db: Db): number {
  let statement = statements.get(db.$client);
  if (!statement) {
    statement = db.$client.prepare<[], number>("SELECT generation FROM reference_generation WHERE id = 1").pluck();
    statements.set(db.$client, statement);
  }
  return statement.get() ?? 0;
}
