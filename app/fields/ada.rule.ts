/** SPEC §5 ADA field: a decision number of the ADA shape (via parseAda), else «Μη έγκυρος ΑΔΑ». */
import { parseAda } from "../decisions/ada";
import { MSG } from "../messages";
import { fail, ok, ruleSchema, type Parsed, type RuleOptions } from "./rule";

/** The canonical ADA (Latin look-alikes turned Greek, upper case), or the SPEC message. */
export function parseAdaField(value: unknown): Parsed<string> {
  const ada = typeof value === "string" ? parseAda(value) : null;
  return ada ? ok(ada) : fail(MSG.invalidAda);
}

export const adaSchema = (options?: RuleOptions) => ruleSchema(parseAdaField, options);
