import type { Option } from "./options.rule";

export interface OptionGroup {
  /** null for options outside any group. */
  label: string | null;
  options: Option[];
}

/** Options in order, gathered under their group headings (first appearance decides the order). */
export function groupOptions(options: readonly Option[]): OptionGroup[] {
  const groups: OptionGroup[] = [];
  for (const option of options) {
    const label = option.group ?? null;
    let group = groups.find((g) => g.label === label);
    if (!group) groups.push((group = { label, options: [] }));
    group.options.push(option);
  }
  return groups;
}
