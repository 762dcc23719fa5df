/**
 * What widgets deep in the field tree need from the page without passing it through every level:
 * the answers to the no-JS option searches (by field name), and where each option list is searched.
 */
import { createContext, useContext } from "react";
import type { AfmCheckAnswer } from "./afm-check";
import type { FieldSearch } from "./ajax-search";
import type { ListsByValue } from "./following";
import type { Option } from "./options.rule";

export interface FieldFormContextValue {
  searches: Readonly<Record<string, FieldSearch>>;
  /** The answers to the no-JS AFM checks (the AFM entry dialog as a round trip), by field name. */
  afmChecks?: Readonly<Record<string, AfmCheckAnswer>>;
  /** The labels of chosen codes the server read at a definition's dataByUidUrl, by field path. */
  labels?: Readonly<Record<string, readonly Option[]>>;
  /** The lists of the fields that follow another field, by path and that field's value (./following.ts). */
  lists?: ListsByValue;
}

export const FieldFormContext = createContext<FieldFormContextValue>({ searches: {} });

export const useFieldForm = () => useContext(FieldFormContext);

/** The chosen codes' labels in an action's data, if it carries any (a round trip's answer). */
export function labelsOf(actionData: unknown): Record<string, Option[]> | undefined {
  if (!actionData || typeof actionData !== "object" || !("labels" in actionData)) return undefined;
  const { labels } = actionData;
  return labels && typeof labels === "object" ? (labels as Record<string, Option[]>) : undefined;
}

/** The no-JS search answers in an action's data, if it carries any (a round trip's answer). */
export function searchesOf(actionData: unknown): Record<string, FieldSearch> | undefined {
  if (!actionData || typeof actionData !== "object" || !("searches" in actionData)) return undefined;
  const { searches } = actionData;
  return searches && typeof searches === "object" ? (searches as Record<string, FieldSearch>) : undefined;
}

/** The lists of the fields following another field in an action's data, if it carries any. */
export function listsOf(actionData: unknown): ListsByValue | undefined {
  if (!actionData || typeof actionData !== "object" || !("lists" in actionData)) return undefined;
  const { lists } = actionData;
  return lists && typeof lists === "object" ? (lists as ListsByValue) : undefined;
}
