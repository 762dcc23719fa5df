/**
 * The form's submit button. With JavaScript it is disabled while the submission is on its way,
 * so a second click cannot file the same decision twice; without JavaScript the browser's own
 * navigation does the same job.
 */
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

export function SubmitButton({ children, name, value }: { children: ReactNode; name?: string; value?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button
      type="submit"
      className="govgr-btn govgr-btn-primary"
      name={name}
      value={value}
      disabled={busy}
      aria-disabled={busy || undefined}
    >
      {children}
    </button>
  );
}
