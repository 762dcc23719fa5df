/** SPEC §4 organisation status as an icon and its words (the icon is decoration; the words say it). */
import { ORGANIZATION_STATUS_TEXT, type OrganizationStatus } from "#app/organizations/status";

export function OrganizationStatusTag({ status }: { status: OrganizationStatus }) {
  const text = ORGANIZATION_STATUS_TEXT[status];
  return (
    <span className={`org-status org-status--${status}`} title={text.description}>
      <span aria-hidden="true">{text.icon} </span>
      {text.label}
    </span>
  );
}
