/**
 * Asking a question through /faq/post: anyone may, so every attempt from one address counts
 * against the public-write throttle (app/http/throttle.server.ts) before anything is stored.
 */
import { countAttempt, THROTTLE_RULES, throttleKey, waitFor } from "#app/http/throttle.server";
import { askQuestion, type QuestionInput } from "./faq.server";

export type AskResult = { ok: true; id: number } | { ok: false; waitMs: number };

export async function askFromAddress(
  input: QuestionInput,
  address: string,
  askedBy: number | null,
): Promise<AskResult> {
  const key = throttleKey(address);
  const waitMs = await waitFor(THROTTLE_RULES.publicWriteAddress, key);
  if (waitMs > 0) return { ok: false, waitMs };
  await countAttempt(THROTTLE_RULES.publicWriteAddress, key);
  return { ok: true, id: askQuestion(input, askedBy) };
}
