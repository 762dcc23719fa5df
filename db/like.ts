/**
 * LIKE patterns from what a visitor typed: `%`, `_` and the escape character itself are letters
 * there, not wildcards. Use with `LIKE ? ESCAPE '\'`.
 */
export const LIKE_ESCAPE = "\\";

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `${LIKE_ESCAPE}${c}`);
}

/** `%text%`: rows containing the text anywhere. */
export function likeContaining(text: string): string {
  return `%${escapeLike(text)}%`;
}
