/**
 * The OpenData answers in XML, with the real register's element names (its XSD, namespace
 * http://diavgeia.gov.gr/schema/v2): a list is an element holding one element per item
 * (`<unitIds><unitId>…`), a list that is the whole answer sits directly under the root
 * (`<decisionTypes><decisionType>…`), times are xs:dateTime and days xs:date, absent values are
 * left out, extra field values are typed elements (`<str name="…" value="…"/>`, `<obj>`, `<list>`),
 * and dictionary items carry attributes. Text goes through escapeXml, so the document is
 * well-formed whatever the data holds. Pure.
 */
import { escapeXml } from "#app/http/xml";

export const XML_NAMESPACE = "http://diavgeia.gov.gr/schema/v2";

/** The element of one item of a list field. */
const ITEM_OF: Record<string, string> = {
  decisions: "decision",
  unitIds: "unitId",
  signerIds: "signerId",
  thematicCategoryIds: "thematicCategoryId",
  attachments: "attachment",
  versions: "version",
  decisionTypes: "decisionType",
  organizations: "organization",
  supervisedOrganizations: "organization",
  units: "unit",
  signers: "signer",
  positions: "position",
  dictionaries: "dictionary",
  items: "item",
  terms: "searchTerm",
  organizationDomains: "organizationDomain",
  unitDomains: "unitDomain",
  extraFields: "extraField",
  nestedFields: "extraField",
  relAdaDecisionTypes: "relAdaDecisionType",
  fixedValueList: "fixedValue",
  warnings: "warning",
  errors: "error",
};

/**
 * The real XSD's element order (xs:sequence) where it differs from the JSON's; fields it does not
 * name (publishTimestamp, warnings, a unit's activity dates …) follow in their JSON order. One
 * list serves a unit and a signer's unit (positionId, positionLabel, uid).
 */
const ORDER: Record<string, readonly string[]> = {
  decision: [
    ...["ada", "subject", "protocolNumber", "status", "versionId", "decisionTypeId", "issueDate", "organizationId"],
    ...["unitIds", "signerIds", "thematicCategoryIds", "submissionTimestamp", "extraFieldValues", "attachments"],
    ...["url", "documentUrl", "documentChecksum", "privateData", "correctedVersionId"],
  ],
  attachment: ["id", "description", "filename", "mimeType", "checksum"],
  info: ["actualSize", "order", "page", "query", "size", "total"],
  unit: ["positionId", "positionLabel", "uid", "label", "abbreviation", "category", "unitDomains", "parentId"],
  signer: ["uid", "firstName", "lastName", "active", "organizationId", "hasOrganizationSignRights", "units"],
  position: ["label", "uid"],
  dictionary: ["label", "uid"],
  searchTerm: ["label", "term"],
  decisionVersionLog: ["versions", "ada", "organizationId"],
};

function ordered(element: string, object: Record<string, unknown>): [string, unknown][] {
  const entries = Object.entries(object);
  const order = ORDER[element];
  if (!order) return entries;
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.i - b.i)
    .map((x) => x.entry);
}

const DAY_FIELDS = new Set(["issueDate"]);
const TIME_FIELDS = new Set([
  "publishTimestamp",
  "submissionTimestamp",
  "versionTimestamp",
  "activeFrom",
  "activeUntil",
]);

export interface XmlShape {
  /** The root element. */
  root: string;
  /** A list field whose items sit directly under the root (the answer is that list). */
  listKey?: string;
  /** Fields written as attributes of the root (`<dictionaryItems name="…">`). */
  rootAttributes?: string[];
  /** Lists whose items are written as attribute-only elements (`<item uid label parent/>`). */
  attributeItems?: string[];
}

const attr = (name: string, value: unknown) => ` ${name}="${escapeXml(String(value))}"`;

function scalar(key: string, value: string | number | boolean): string {
  if (typeof value === "number" && TIME_FIELDS.has(key)) return new Date(value).toISOString();
  if (typeof value === "number" && DAY_FIELDS.has(key)) return new Date(value).toISOString().slice(0, 10);
  return String(value);
}

/** One extra field value (XSD extraFieldValueType and its extensions); `name` absent inside a list. */
function extraValue(name: string | null, value: unknown): string {
  const n = name === null ? "" : attr("name", name);
  if (value === null || value === undefined) return `<extraFieldValue${n}/>`;
  if (typeof value === "boolean") return `<bool${n}${attr("value", value)}/>`;
  if (typeof value === "number") return `<${Number.isInteger(value) ? "int" : "num"}${n}${attr("value", value)}/>`;
  if (typeof value === "string") return `<str${n}${attr("value", value)}/>`;
  if (Array.isArray(value)) return `<list${n}>${value.map((v) => extraValue(null, v)).join("")}</list>`;
  const inner = Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => extraValue(k, v))
    .join("");
  return `<obj${n}>${inner}</obj>`;
}

function element(key: string, value: unknown, shape: XmlShape): string {
  if (value === null || value === undefined) return "";
  if (key === "extraFieldValues") {
    const inner = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => extraValue(k, v))
      .join("");
    return `<extraFieldValues>${inner}</extraFieldValues>`;
  }
  if (Array.isArray(value)) return `<${key}>${items(key, value, shape)}</${key}>`;
  if (typeof value === "object") return `<${key}>${children(key, value as Record<string, unknown>, shape)}</${key}>`;
  return `<${key}>${escapeXml(scalar(key, value as string | number | boolean))}</${key}>`;
}

function items(key: string, values: unknown[], shape: XmlShape): string {
  const item = ITEM_OF[key] ?? "item";
  if (shape.attributeItems?.includes(key)) {
    return values
      .map((v) => {
        const attributes = Object.entries(v as Record<string, unknown>)
          .filter(([, a]) => a !== null && a !== undefined)
          .map(([k, a]) => attr(k, a))
          .join("");
        return `<${item}${attributes}/>`;
      })
      .join("");
  }
  return values.map((v) => element(item, v, shape)).join("");
}

function children(parent: string, object: Record<string, unknown>, shape: XmlShape): string {
  return ordered(parent, object)
    .map(([k, v]) => element(k, v, shape))
    .join("");
}

/** The XML document of an answer. */
export function toXml(body: Record<string, unknown>, shape: XmlShape): string {
  const rootAttributes = (shape.rootAttributes ?? []).map((k) => attr(k, body[k])).join("");
  const rest = Object.fromEntries(
    Object.entries(body).filter(([k]) => k !== shape.listKey && !shape.rootAttributes?.includes(k)),
  );
  const inner =
    (shape.listKey ? items(shape.listKey, (body[shape.listKey] as unknown[]) ?? [], shape) : "") +
    children(shape.root, rest, shape);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<${shape.root} xmlns="${XML_NAMESPACE}"${rootAttributes}>${inner}</${shape.root}>\n`
  );
}
