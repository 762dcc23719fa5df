/** WCAG 2.4.1: the first focusable element jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <a className="govgr-skip-link" href="#main">
      Μετάβαση στο κύριο περιεχόμενο
    </a>
  );
}
