/** A decision's status as a tag; the SPEC §4 badges for revoked and revocation-pending ones. */
import { statusLabel } from "#app/decisions/status-labels";

const TONES: Record<string, string> = {
  PUBLISHED: "published",
  PENDING_REVOCATION: "pending",
  REVOKED: "revoked",
  SUBMITTED: "submitted",
};

export function StatusTag({ status }: { status: string }) {
  return <strong className={`govgr-tag govgr-tag--${TONES[status] ?? "submitted"}`}>{statusLabel(status)}</strong>;
}
