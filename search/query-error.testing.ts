/**
 * Test helper shared by the query-language and search-request tests: runs `run` and expects the
 * 400 a bad search gets, a QueryLanguageError whose Greek message contains `fragment`.
 */
import { expect } from "vitest";
import { QueryLanguageError } from "./errors";

export function expectQueryError(run: () => unknown, fragment: string): void {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(QueryLanguageError);
    expect((e as Error).message).toContain(fragment);
    expect((e as QueryLanguageError).status).toBe(400);
    return;
  }
  throw new Error(`expected a QueryLanguageError containing "${fragment}"`);
}
