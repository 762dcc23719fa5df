import { describe, expect, it } from "vitest";
import { defaultPeriod, periodPresets, resolvePeriod, statsQuerySchema } from "./period";

const NOW = Date.parse("2026-11-23T12:00:00Z");

describe("the statistics period", () => {
  it("defaults to the last twelve months, this one included", () => {
    expect(defaultPeriod(NOW)).toEqual({ from: "2025-12", to: "2026-11" });
    expect(resolvePeriod({}, NOW)).toEqual({ from: "2025-12", to: "2026-11" });
    expect(resolvePeriod({ to: "2024-06" }, NOW)).toEqual({ from: "2023-07", to: "2024-06" });
    expect(resolvePeriod({ from: "2026-03" }, NOW)).toEqual({ from: "2026-03", to: "2026-11" });
  });

  it("offers this year, last year and the last five years", () => {
    expect(periodPresets(NOW).map((p) => [p.label, p.from, p.to])).toEqual([
      ["Τελευταίοι 12 μήνες", "2025-12", "2026-11"],
      ["Το 2026", "2026-01", "2026-11"],
      ["Το 2025", "2025-01", "2025-12"],
      ["Τελευταία 5 έτη", "2021-12", "2026-11"],
    ]);
  });

  it("refuses months that are not YYYY-MM, a start after the end, and absurd spans", () => {
    const messages = (q: Record<string, string>) =>
      statsQuerySchema.safeParse(q).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ from: "2026-13" })).toEqual(["Μη έγκυρος μήνας. Γράψτε τον ως εεεε-μμ, π.χ. 2026-01."]);
    expect(messages({ from: "2026-05", to: "2026-04" })).toEqual([
      "Ο αρχικός μήνας πρέπει να είναι ίδιος με τον τελικό ή νωρίτερα.",
    ]);
    expect(messages({ from: "1900-01", to: "2026-01" })).toEqual(["Η περίοδος δεν μπορεί να ξεπερνά τα 50 έτη."]);
    expect(messages({ from: "", to: "" })).toEqual([]);
  });
});
