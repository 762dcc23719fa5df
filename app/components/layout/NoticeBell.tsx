/**
 * The notice bell (SPEC §2: logged-in users only): a link to /notifications with the number of
 * notices the user has not confirmed. The number is in the link's text, so a screen reader reads
 * «Ειδοποιήσεις: 2 μη αναγνωσμένες»; the bell itself is decoration.
 */
import { Link } from "@remix-run/react";
import { paths } from "#app/paths";

export function NoticeBell({ count }: { count: number }) {
  return (
    <Link to={paths.notifications()} className={`notice-bell${count > 0 ? " notice-bell--unread" : ""}`}>
      <svg
        className="notice-bell__icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        />
      </svg>
      Ειδοποιήσεις
      <span className="notice-bell__count">
        <span className="govgr-visually-hidden">: </span>
        {count}
        <span className="govgr-visually-hidden"> μη αναγνωσμένες</span>
      </span>
    </Link>
  );
}
