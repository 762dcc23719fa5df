import { describe, expect, it } from "vitest";
import { compileQuery, parseSearchQuery } from "#search/query-language";
import { formatQuery } from "#search/query-syntax";
import { athensDayEnd, athensDayStart } from "#shared/dates";
import { simpleSearchParams } from "./params";
import { simpleSearchQuery } from "./simple-query";

const ORGS: Record<string, string> = { dimos_limnou: "6174" };
const query = (params: Record<string, string>) =>
  simpleSearchQuery(simpleSearchParams.parse(params), (v) => ORGS[v] ?? v);

describe("the simple search written as a query", () => {
  it("is published-only by default, with nothing else injected (no 180-day window)", () => {
    expect(formatQuery(query({}))).toBe('status:"Αναρτημένη"');
    expect(query({ status: "all" })).toBeNull();
  });

  it("lists are any-of, org takes latin names, dates are inclusive Athens days", () => {
    const tree = query({
      org: "dimos_limnou;51611",
      type: "Β.1.3",
      from_date: "2025-04-20",
      to_date: "2025-04-21",
      from_issue_date: "2025-01-01",
      status: "published;revoked",
    });
    expect(formatQuery(tree)).toBe(
      'submissionTimestamp:[2025-04-20 TO 2025-04-21] AND issueDate:[2025-01-01 TO *] AND organizationUid:["6174", "51611"] AND decisionTypeUid:"Β.1.3" AND status:["Αναρτημένη", "Ανακληθείσα"]',
    );
    const { filters } = compileQuery(tree);
    expect(filters).toMatchObject({
      orgUids: ["6174", "51611"],
      decisionTypeUids: ["Β.1.3"],
      statuses: ["PUBLISHED", "REVOKED"],
      issueDateFrom: "2025-01-01",
      updatedFrom: athensDayStart("2025-04-20"),
      updatedTo: athensDayEnd("2025-04-21"),
    });
  });

  it("text parameters become the engine's words; the echo parses back to the same query", () => {
    const tree = query({ term: "σχολικά κτίρια", subject: "συντήρηση", ada: "Ψ6Δ1ΩΗΚ-ΗΚΞ", status: "all" });
    expect(compileQuery(tree).text).toBe("σχολικά κτίρια Ψ6Δ1ΩΗΚ-ΗΚΞ συντήρηση");
    const echo = formatQuery(tree);
    expect(formatQuery(parseSearchQuery(echo))).toBe(echo);
  });
});
