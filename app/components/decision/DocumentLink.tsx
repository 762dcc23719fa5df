/** The link to a decision's PDF, with its size (a plain link: the PDF is not a Remix page). */
import { formatFileSize } from "#app/format";

export function DocumentLink({
  href,
  size,
  label = "Έγγραφο της πράξης",
}: {
  href: string;
  size: number;
  label?: string;
}) {
  return (
    <p>
      <a href={href} className="govgr-btn govgr-btn-primary" type="application/pdf">
        {label} <span className="govgr-visually-hidden">σε μορφή </span>(PDF, {formatFileSize(size)})
      </a>
    </p>
  );
}
