/**
 * Matching a request path against the declared call paths (`/decisions/view/{ada}`): each
 * `{name}` takes one path segment, percent-decoded. Literal segments win over parameters, so
 * `/organizations/positions` is not read as `/organizations/{uid}`.
 */

export interface CompiledPath {
  pattern: string;
  regex: RegExp;
  names: string[];
  /** Literal segments count: the more, the more specific. */
  literals: number;
}

export function compilePath(pattern: string): CompiledPath {
  const names: string[] = [];
  let literals = 0;
  const source = pattern
    .split("/")
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) {
        names.push(param[1]);
        return "([^/]+)";
      }
      if (segment !== "") literals++;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  // A trailing slash is accepted (SPEC §7 writes some paths with one: /tags/{uid}/).
  return { pattern, regex: new RegExp(`^${source.replace(/\/$/, "")}/?$`), names, literals };
}

/** The parameters of `path` under `compiled`, or null when it does not match. */
export function matchPath(compiled: CompiledPath, path: string): Record<string, string> | null {
  const match = compiled.regex.exec(path);
  if (!match) return null;
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  try {
    compiled.names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1])));
  } catch {
    return null; // a malformed escape names nothing
  }
  return params;
}
