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
