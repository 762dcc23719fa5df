/** The ADA list of a mass revocation, as an operator pastes it (pure: the page reads it too). */
import { parseAda } from "#app/decisions/ada";

/** The most ADAs one mass revocation may name. */
export const MAX_MASS_REVOCATION = 200;

export interface AdaList {
  /** Canonical ADAs, each once, in the order given. */
  adas: string[];
  /** What was typed that is not an ADA. */
  invalid: string[];
}

/** ADAs as an operator pastes them: separated by spaces, commas, semicolons or new lines. */
export function parseAdaList(text: string): AdaList {
  const adas: string[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const ada = parseAda(token);
    if (!ada) invalid.push(token);
    else if (!adas.includes(ada)) adas.push(ada);
  }
  return { adas, invalid };
}
