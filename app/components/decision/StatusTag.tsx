/** A decision's status as a tag; the SPEC §4 badges for revoked and revocation-pending ones. */
import { isDecisionStatus, STATUS_TONES, statusLabel } from "#shared/decision-status";

export function StatusTag({ status }: { status: string }) {
  return (
    <strong className={`govgr-tag govgr-tag--${isDecisionStatus(status) ? STATUS_TONES[status] : "submitted"}`}>
      {statusLabel(status)}
    </strong>
  );
}
