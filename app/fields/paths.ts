/**
 * Reading values by the dotted/indexed names forms use ("a.b[0].c"), the way Conform names
 * nested fields. Shared by the schema (conditions) and the form (values, errors).
 */
export function pathSegments(name: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const part of name.split(".")) {
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) {
      out.push(part);
      continue;
    }
    if (m[1] !== "") out.push(m[1]);
    for (const index of m[2].matchAll(/\[(\d+)\]/g)) out.push(Number(index[1]));
  }
  return out;
}

export function getPath(value: unknown, name: string): unknown {
  let node = value;
  for (const seg of pathSegments(name)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[seg];
  }
  return node;
}

/** A copy of `value` without the member at the dotted `name` (objects only; no-op when absent). */
export function withoutPath(value: unknown, name: string): unknown {
  const [head, ...rest] = name.split(".");
  if (value === null || typeof value !== "object" || Array.isArray(value) || !(head in value)) return value;
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0) delete copy[head];
  else copy[head] = withoutPath(copy[head], rest.join("."));
  return copy;
}

export const joinName = (prefix: string, path: string) => (prefix ? `${prefix}.${path}` : path);

/**
 * Every value at a dotted path, stepping into each row of the lists met on the way:
 * "sponsor.expenseAmount.amount" gives one amount per sponsor row.
 */
export function valuesAlong(value: unknown, name: string): unknown[] {
  let nodes: unknown[] = [value];
  for (const seg of pathSegments(name)) {
    const next: unknown[] = [];
    for (const node of nodes) {
      if (node === null || typeof node !== "object") continue;
      if (Array.isArray(node) && typeof seg === "string") {
        for (const row of node)
          if (row !== null && typeof row === "object") next.push((row as Record<string, unknown>)[seg]);
      } else next.push((node as Record<string | number, unknown>)[seg]);
    }
    nodes = next;
  }
  return nodes.filter((v) => v !== undefined);
}

/**
 * The form name of the field at `otherPath`, seen from the field named `name` whose definition
 * path is `fieldPath`: the same row of the same table. ("x.contributing_parts[2].signerIds",
 * "contributing_parts.signerIds", "contributing_parts.ministryId") -> "x.contributing_parts[2].ministryId".
 */
export function siblingName(name: string, fieldPath: string, otherPath: string): string {
  const own = fieldPath.split(".");
  const other = otherPath.split(".");
  let common = 0;
  while (common < own.length - 1 && common < other.length - 1 && own[common] === other[common]) common++;
  // The name ends with the field's own segments after the common part (rows have no index there).
  const ownTail = own.slice(common).join(".");
  const base = name.endsWith(ownTail) ? name.slice(0, name.length - ownTail.length) : `${name}.`;
  return `${base}${other.slice(common).join(".")}`;
}
