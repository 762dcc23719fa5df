/**
 * The audit search's query string (the page and its CSV export read the same filters; a web-edge
 * module, as it parses the URL with the input helpers): acting
 * user, action prefix, organisation uid, and days as dd/MM/yyyy (Athens), each optional.
 */
import { z } from "zod";
import { blankAsMissing, input } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { parseScreenDate } from "#shared/dates";

const day = z.preprocess(
  blankAsMissing,
  z
    .string()
    .transform((text, ctx) => {
      const parsed = parseScreenDate(text.trim());
      if (!parsed) ctx.addIssue({ code: "custom", message: TEXT.invalidDate });
      return parsed ?? "";
    })
    .optional(),
);

export const AUDIT_FILTERS = z.object({
  user: input.optionalText(100),
  action: input.optionalText(100),
  org: input.optionalText(100),
  from: day,
  to: day,
});

export const AUDIT_FILTER_NAMES = ["user", "action", "org", "from", "to"] as const;

/** The typed filters in the domain's words. */
export function auditFiltersOf(query: z.infer<typeof AUDIT_FILTERS>) {
  return { username: query.user, action: query.action, organization: query.org, from: query.from, to: query.to };
}
