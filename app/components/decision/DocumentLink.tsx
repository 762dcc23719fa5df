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
        {/* Size 0: a document the register renders on first request, size not known yet (decision 015). */}
        {label} <span className="govgr-visually-hidden">σε μορφή </span>(
        {size > 0 ? `PDF, ${formatFileSize(size)}` : "PDF"})
      </a>
    </p>
  );
}
