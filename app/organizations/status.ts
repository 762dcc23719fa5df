/**
 * SPEC §4 organisation status: active and in effect (can publish), active but no longer in effect
 * (abolished: publishes nothing new), not active (activation pending). Pure: pages, the dashboard
 * and the management screens name a body's state with these words and icons.
 */

export type OrganizationStatus = "active" | "abolished" | "pending";

export function organizationStatus(org: { isActive: boolean; inEffect: boolean }): OrganizationStatus {
  if (org.isActive && org.inEffect) return "active";
  if (org.isActive) return "abolished";
  return "pending";
}

export const ORGANIZATION_STATUS_TEXT: Record<
  OrganizationStatus,
  { label: string; description: string; icon: string }
> = {
  active: { label: "Ενεργός", description: "Ενεργός φορέας: αναρτά πράξεις", icon: "✔" },
  abolished: { label: "Καταργημένος", description: "Καταργημένος φορέας: δεν αναρτά νέες πράξεις", icon: "✖" },
  pending: { label: "Σε αναμονή ενεργοποίησης", description: "Σε αναμονή ενεργοποίησης", icon: "⏳" },
};
