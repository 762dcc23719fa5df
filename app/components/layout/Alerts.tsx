/**
 * One-shot alerts (SPEC §8). Errors and warnings interrupt screen readers (role="alert");
 * success and information are announced politely (role="status").
 */
export interface AlertView {
  kind: "success" | "info" | "warning" | "error";
  text: string;
}

const HEADINGS: Record<AlertView["kind"], string> = {
  success: "Επιτυχία",
  info: "Ενημέρωση",
  warning: "Προσοχή",
  error: "Σφάλμα",
};

export function Alerts({ alerts }: { alerts: AlertView[] }) {
  if (alerts.length === 0) return null;
  return (
    <div className="govgr-alerts">
      {alerts.map((alert) => (
        <div
          key={alert.kind + alert.text}
          className={`govgr-alert govgr-alert--${alert.kind}`}
          role={alert.kind === "error" || alert.kind === "warning" ? "alert" : "status"}
        >
          <span className="govgr-visually-hidden">{HEADINGS[alert.kind]}: </span>
          {alert.text}
        </div>
      ))}
    </div>
  );
}
