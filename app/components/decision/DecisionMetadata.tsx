/**
 * A version's metadata as a description list (dt label, dd value), the labels Diavgeia's own
 * decision page uses. Empty values are left out rather than shown as blanks.
 */
import type { ReactNode } from "react";
import { formatAmount } from "#app/format";
import { formatDate } from "#shared/dates";

export interface MetadataVersion {
  subject: string;
  protocolNumber: string;
  issueDate: string;
  decisionType: { uid: string; label: string };
  units: { uid: string; label: string }[];
  signers: { uid: string; label: string }[];
  thematicCategories: { uid: string; label: string }[];
  amount: number | null;
  financialYear: number | null;
  extraFields: { uid: string; label: string; value: string }[];
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="govgr-summary-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function joined(labels: { label: string }[]): string {
  return labels.map((l) => l.label).join(", ");
}

export function DecisionMetadata({
  version,
  ada,
  organization,
  status,
}: {
  version: MetadataVersion;
  ada: string | null;
  organization: { label: string; href: string };
  status: ReactNode;
}) {
  return (
    <dl className="govgr-summary-list">
      <Row label="Θέμα">{version.subject}</Row>
      <Row label="ΑΔΑ">{ada ?? "Δεν έχει αποδοθεί (η πράξη δεν έχει αναρτηθεί)"}</Row>
      <Row label="Κατάσταση">{status}</Row>
      <Row label="Αριθμός πρωτοκόλλου">{version.protocolNumber}</Row>
      <Row label="Είδος πράξης">
        {version.decisionType.uid} {version.decisionType.label}
      </Row>
      <Row label="Φορέας">
        <a href={organization.href}>{organization.label}</a>
      </Row>
      <Row label="Ημερομηνία έκδοσης">{formatDate(version.issueDate)}</Row>
      {version.units.length > 0 ? <Row label="Οργανωτικές μονάδες">{joined(version.units)}</Row> : null}
      {version.signers.length > 0 ? <Row label="Υπογράφοντες">{joined(version.signers)}</Row> : null}
      {version.thematicCategories.length > 0 ? (
        <Row label="Θεματικές κατηγορίες">{joined(version.thematicCategories)}</Row>
      ) : null}
      {version.amount !== null ? <Row label="Ποσό">{formatAmount(version.amount)}</Row> : null}
      {version.financialYear !== null && !version.extraFields.some((f) => f.uid === "financialYear") ? (
        <Row label="Οικονομικό έτος">{version.financialYear}</Row>
      ) : null}
      {version.extraFields.map((field) => (
        <Row key={field.uid} label={field.label}>
          {field.value}
        </Row>
      ))}
    </dl>
  );
}
