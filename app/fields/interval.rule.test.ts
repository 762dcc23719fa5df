import { describe, expect, it } from "vitest";
import { checkInterval } from "./interval.rule";

describe("SPEC §5 interval rule", () => {
  it("accepts a start on or after the earlier entry's end, or when there was no end", () => {
    expect(checkInterval("2025-01-01", "2025-01-01")).toBeNull();
    expect(checkInterval("2025-03-01", "2025-01-01")).toBeNull();
    expect(checkInterval("2020-03-01", null)).toBeNull();
  });

  it("refuses an earlier start with the SPEC's words, dates as dd/MM/yyyy, and the caller's suffix", () => {
    expect(checkInterval("2024-12-30", "2025-01-01", " της προηγούμενης περιόδου.")).toBe(
      "Η ημερομηνία έναρξης ισχύος 30/12/2024 είναι προγενέστερη της ημερομηνίας λήξης ισχύος 01/01/2025 της προηγούμενης περιόδου.",
    );
  });
});
