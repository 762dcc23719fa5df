/** The <option>s of a select, under <optgroup>s where options carry a group. */
import { groupOptions } from "./option-groups";
import type { Option } from "./options.rule";

export function OptionList({ options }: { options: readonly Option[] }) {
  return (
    <>
      {groupOptions(options).map((group) => {
        const items = group.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ));
        return group.label === null ? (
          items
        ) : (
          <optgroup key={group.label} label={group.label}>
            {items}
          </optgroup>
        );
      })}
    </>
  );
}
