/** The organisation dashboard's tabs and their names (SPEC §2). Pure: the page renders them. */
export const DASHBOARD_TABS = ["types", "units", "signers", "thematic"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  types: "Είδη πράξεων",
  units: "Μονάδες",
  signers: "Υπογράφοντες",
  thematic: "Θεματικές κατηγορίες",
};
