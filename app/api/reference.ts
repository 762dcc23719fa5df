/**
 * The JSON API's reference as /api/help shows it: the OpenAPI document flattened into what a
 * reader needs per call (method, path, who may call, parameters, body and answer shapes, an
 * example request). Plain data, so the page renders it without JavaScript.
 */
export interface ReferenceParameter {
  name: string;
  where: "path" | "query";
  required: boolean;
  /** A short description of the accepted values: type, format, pattern, choices, bounds. */
  accepts: string;
}

export interface ReferenceCall {
  id: string;
  method: string;
  path: string;
  summary: string;
  access: string;
  parameters: ReferenceParameter[];
  /** JSON Schema of the body, pretty-printed; null when the call takes none. */
  body: string | null;
  bodyExample: string | null;
  response: string;
  responseHeaders: { name: string; description: string }[];
  /** A curl command line for the example request. */
  curl: string;
  /** The example as a link, when it needs no login, no body and no placeholder. */
  link: string | null;
}

export interface ReferenceGroup {
  tag: string;
  calls: ReferenceCall[];
}

export interface ApiReference {
  base: string;
  groups: ReferenceGroup[];
}
