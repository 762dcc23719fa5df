import { describe, expect, it } from "vitest";
import type { VersionDetail } from "./read.server";
import { diffVersions } from "./version-diff";

const version = (over: Partial<VersionDetail> = {}): VersionDetail => ({
  versionId: "a",
  versionNumber: 1,
  status: "PUBLISHED",
  correctedVersionId: null,
  description: null,
  protocolNumber: "72/2025",
  subject: "ΑΝΑΛΗΨΗ για καύσιμα",
  issueDate: "2025-04-17",
  decisionType: { uid: "Β.1.3", label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ" },
  units: [{ uid: "u1", label: "Οικονομική Υπηρεσία" }],
  signers: [],
  thematicCategories: [],
  amount: 1234.56,
  financialYear: 2025,
  extraFields: [{ uid: "kae", label: "ΚΑΕ", value: "02.10.6041" }],
  privateData: false,
  document: { id: 1, filename: "a.pdf", mimeType: "application/pdf", size: 10, sha256: "ab".repeat(32) },
  attachments: [],
  createdAt: 0,
  publishedAt: 0,
  isLatest: false,
  ...over,
});

describe("diffVersions", () => {
  it("lists every field with both values and marks what changed, in Greek formats", () => {
    const rows = diffVersions(
      version(),
      version({
        subject: "ΑΝΑΛΗΨΗ για καύσιμα κίνησης",
        amount: 2000,
        extraFields: [{ uid: "cpv", label: "CPV", value: "09134100-8" }],
      }),
    );
    const byLabel = new Map(rows.map((r) => [r.label, r]));
    expect(byLabel.get("Θέμα")).toEqual({
      label: "Θέμα",
      before: "ΑΝΑΛΗΨΗ για καύσιμα",
      after: "ΑΝΑΛΗΨΗ για καύσιμα κίνησης",
      changed: true,
    });
    expect(byLabel.get("Ημερομηνία έκδοσης")).toMatchObject({ before: "17/04/2025", changed: false });
    expect(byLabel.get("Ποσό")?.changed).toBe(true);
    expect(byLabel.get("Έγγραφο")?.changed).toBe(false);
    expect(byLabel.get("CPV")).toMatchObject({ before: "", after: "09134100-8", changed: true });
    expect(byLabel.get("ΚΑΕ")).toMatchObject({ before: "02.10.6041", after: "", changed: true });
    expect(rows.filter((r) => r.changed).map((r) => r.label)).toEqual(["Θέμα", "Ποσό", "CPV", "ΚΑΕ"]);
  });
});
