/**
 * One-shot alerts (SPEC §8). Errors and warnings interrupt screen readers (role="alert");
 * success and information are announced politely (role="status"). An alert marked `dialog` is
 * SPEC §2's notification dialog instead (./NotificationDialog.tsx).
 */
import { ALERT_HEADINGS, type AlertView } from "./alert-view";
import { NotificationDialog } from "./NotificationDialog";

export type { AlertView };

export function Alerts({ alerts }: { alerts: AlertView[] }) {
  if (alerts.length === 0) return null;
  const inline = alerts.filter((alert) => !alert.dialog);
  return (
    <div className="govgr-alerts">
      {alerts
        .filter((alert) => alert.dialog)
        .map((alert) => (
          <NotificationDialog key={`dialog-${alert.kind}${alert.text}`} alert={alert} />
        ))}
      {inline.map((alert) => (
        <div
          key={alert.kind + alert.text}
          className={`govgr-alert govgr-alert--${alert.kind}`}
          role={alert.kind === "error" || alert.kind === "warning" ? "alert" : "status"}
        >
          <span className="govgr-visually-hidden">{ALERT_HEADINGS[alert.kind]}: </span>
          {alert.text}
        </div>
      ))}
    </div>
  );
}
