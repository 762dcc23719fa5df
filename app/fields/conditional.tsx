/**
 * SPEC §3 shownWhen with JavaScript: a conditional field is shown or hidden in place as the field
 * it depends on changes, with no round trip. Without JavaScript every such field stays on screen
 * with its hint («Συμπληρώνεται μόνο αν…») and the server ignores it while its condition fails
 * (./fields-schema.ts isActive), so hiding it is only a convenience and never changes what is saved.
 *
 * The server renders a wrapper naming the controlling field; ConditionalFieldsScript, once per
 * form, reads the form's values on every input and sets `hidden` on each wrapper.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { relativePath } from "./fields-schema";
import { joinName } from "./paths";

export function Conditional({
  condition,
  prefix,
  groupPath,
  children,
}: {
  condition: string | null | undefined;
  prefix: string;
  groupPath: string;
  children: ReactNode;
}) {
  if (!condition) return <>{children}</>;
  const negated = condition.startsWith("!");
  const controller = joinName(prefix, relativePath(negated ? condition.slice(1) : condition, groupPath));
  return (
    <div data-shown-when={controller} data-negated={negated ? "1" : undefined}>
      {children}
    </div>
  );
}

/** Whether the form has a value for `name` (or for any part of it, e.g. an AFM person's number). */
function hasValue(entries: [string, FormDataEntryValue][], name: string): boolean {
  return entries.some(
    ([key, value]) =>
      (key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)) &&
      typeof value === "string" &&
      value.trim() !== "" &&
      value !== "false" &&
      value !== "off",
  );
}

/** Applies every shownWhen of the enclosing form, now and after each change. */
export function ConditionalFieldsScript() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const update = () => {
      const entries = [...new FormData(form).entries()];
      for (const el of form.querySelectorAll<HTMLElement>("[data-shown-when]")) {
        const has = hasValue(entries, el.dataset.shownWhen ?? "");
        el.hidden = el.dataset.negated === "1" ? has : !has;
      }
    };
    update();
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    return () => {
      form.removeEventListener("input", update);
      form.removeEventListener("change", update);
    };
  });
  return <span ref={ref} hidden />;
}
