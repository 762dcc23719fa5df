/**
 * The attributes of one field in the fields table of /administration/dt/{uid}: a compact
 * description list (label: value), "—" when none is set. Long values (URLs) break anywhere so the
 * cell never pushes the page sideways.
 */
import type { FieldAttribute } from "./field-attributes";

export function FieldAttributes({ attributes }: { attributes: readonly FieldAttribute[] }) {
  if (attributes.length === 0) return <>—</>;
  return (
    <dl className="field-attributes">
      {attributes.map((a) => (
        <div key={a.name}>
          <dt>{a.label}:</dt> <dd>{a.value}</dd>
        </div>
      ))}
    </dl>
  );
}
