/**
 * CHECKBOX: an unticked box posts nothing, so absence means false, never "missing"; a required
 * checkbox therefore cannot fail. The form posts "on"; JSON clients send booleans.
 */
import type { z } from "zod";
import { present } from "./rule";

export function parseCheckbox(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(parseCheckbox);
  return value === true || value === "on" || value === "true" || value === "1";
}

export const checkboxSchema = () => present().transform(parseCheckbox) as z.ZodType<boolean, unknown>;
