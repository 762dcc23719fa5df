/**
 * A user's decision defaults (SPEC §2/§7 prefs/decisions/defaults: "basic" metadata and
 * "mailrecipients"), edited on /profile/defaults and read by the decision form. Basic defaults are
 * the body, the decision type, units, signers and thematic categories a new decision starts with;
 * every value must be one the decision form itself would offer the user (its option lists, from
 * app/decisions/form-schema.server.ts), so a forged or stale value is refused with nothing saved.
 * Each change is one transaction with its audit row.
 */
import { and, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import {
  decisionTypeOptions,
  defaultRecipients,
  loadDecisionForm,
  submitOrganizationOptions,
} from "../decisions/form-schema.server";
import type { DecisionForm } from "../decisions/form-schema";
import { parseEmailList } from "../fields/email-list.rule";
import type { Option } from "../fields/options.rule";
import { TEXT } from "../messages";

export interface BasicDefaults {
  organizationId: string;
  decisionTypeId: string | null;
  unitIds: string[];
  signerIds: string[];
  thematicCategoryIds: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** The saved basic defaults, or null (none saved, or saved in a shape this version does not read). */
export function basicDefaultsOf(userId: number, db: Db = getDb()): BasicDefaults | null {
  const d = schema.decisionDefaults;
  const row = db
    .select({ value: d.value })
    .from(d)
    .where(and(eq(d.userId, userId), eq(d.kind, "basic")))
    .get();
  const v = row?.value as Record<string, unknown> | undefined;
  if (!v || typeof v.organizationId !== "string") return null;
  return {
    organizationId: v.organizationId,
    decisionTypeId: typeof v.decisionTypeId === "string" ? v.decisionTypeId : null,
    unitIds: strings(v.unitIds),
    signerIds: strings(v.signerIds),
    thematicCategoryIds: strings(v.thematicCategoryIds),
  };
}

export interface DefaultsChoices {
  organizations: Option[];
  decisionTypes: Option[];
  units: Option[];
  signers: Option[];
  thematicCategories: Option[];
}

/** The option lists of the decision form for one body (empty lists when the user may not use it). */
function choicesFor(user: SessionUser, orgUid: string | null, db: Db): DefaultsChoices {
  const organizations = submitOrganizationOptions(user.access, db);
  const empty = { organizations, decisionTypes: [], units: [], signers: [], thematicCategories: [] };
  if (!orgUid || !organizations.some((o) => o.value === orgUid)) return empty;
  const decisionTypes = decisionTypeOptions(orgUid, db);
  const anyType = decisionTypes[0]?.value;
  const form = anyType
    ? loadDecisionForm({ typeUid: anyType, orgUid, access: user.access, userId: user.id }, db)
    : null;
  if (!form) return { ...empty, decisionTypes };
  return {
    organizations,
    decisionTypes,
    units: [...form.units],
    signers: [...form.signers],
    thematicCategories: [...form.thematicCategories],
  };
}

export interface DecisionDefaultsPage {
  choices: DefaultsChoices;
  /** The body whose lists are shown: the one asked for, else the saved one, else the first. */
  orgUid: string | null;
  basic: BasicDefaults | null;
  mailRecipients: string[];
}

export function decisionDefaultsPage(user: SessionUser, wantedOrg?: string, db: Db = getDb()): DecisionDefaultsPage {
  const basic = basicDefaultsOf(user.id, db);
  const organizations = submitOrganizationOptions(user.access, db);
  const orgUid =
    [wantedOrg, basic?.organizationId, organizations[0]?.value].find(
      (uid) => uid && organizations.some((o) => o.value === uid),
    ) ?? null;
  return { choices: choicesFor(user, orgUid, db), orgUid, basic, mailRecipients: defaultRecipients(db, user.id) };
}

export interface DefaultsInput {
  organizationId?: string;
  decisionTypeId?: string;
  unitIds: string[];
  signerIds: string[];
  thematicCategoryIds: string[];
  recipients: string;
}

export type DefaultsField =
  "organizationId" | "decisionTypeId" | "unitIds" | "signerIds" | "thematicCategoryIds" | "recipients";

export type SaveDefaultsResult = { ok: true } | { ok: false; errors: Partial<Record<DefaultsField, string>> };

export function saveDecisionDefaults(user: SessionUser, input: DefaultsInput, db: Db = getDb()): SaveDefaultsResult {
  const errors: Partial<Record<DefaultsField, string>> = {};
  const recipients =
    input.recipients.trim() === "" ? { ok: true as const, value: [] } : parseEmailList(input.recipients);
  if (!recipients.ok) errors.recipients = recipients.message;

  let basic: BasicDefaults | null = null;
  if (input.organizationId) {
    const choices = choicesFor(user, input.organizationId, db);
    const within = (values: string[], options: Option[]) => values.every((v) => options.some((o) => o.value === v));
    if (!choices.organizations.some((o) => o.value === input.organizationId))
      errors.organizationId = TEXT.invalidOption;
    else {
      if (input.decisionTypeId && !within([input.decisionTypeId], choices.decisionTypes)) {
        errors.decisionTypeId = TEXT.invalidOption;
      }
      if (!within(input.unitIds, choices.units)) errors.unitIds = TEXT.invalidOption;
      if (!within(input.signerIds, choices.signers)) errors.signerIds = TEXT.invalidOption;
      if (!within(input.thematicCategoryIds, choices.thematicCategories))
        errors.thematicCategoryIds = TEXT.invalidOption;
    }
    basic = {
      organizationId: input.organizationId,
      decisionTypeId: input.decisionTypeId || null,
      unitIds: [...new Set(input.unitIds)],
      signerIds: [...new Set(input.signerIds)],
      thematicCategoryIds: [...new Set(input.thematicCategoryIds)],
    };
  }
  if (Object.keys(errors).length > 0 || !recipients.ok) return { ok: false, errors };

  const d = schema.decisionDefaults;
  db.transaction((tx) => {
    tx.delete(d).where(eq(d.userId, user.id)).run();
    if (basic) tx.insert(d).values({ userId: user.id, kind: "basic", value: basic }).run();
    if (recipients.value.length)
      tx.insert(d).values({ userId: user.id, kind: "mailrecipients", value: recipients.value }).run();
    writeAudit(tx, {
      userId: user.id,
      action: "user.defaults.update",
      entityType: "user",
      entityId: user.id,
      details: { basic, mailRecipients: recipients.value },
    });
  });
  return { ok: true };
}

export function clearDecisionDefaults(user: SessionUser, db: Db = getDb()): void {
  db.transaction((tx) => {
    tx.delete(schema.decisionDefaults).where(eq(schema.decisionDefaults.userId, user.id)).run();
    writeAudit(tx, { userId: user.id, action: "user.defaults.clear", entityType: "user", entityId: user.id });
  });
}

/** The common fields a new decision's form starts with (SPEC §2 "basic" defaults). */
// A type, not an interface, so it fits the form's by-name record.
export type DecisionPrefill = {
  unitIds?: string[];
  signerIds?: string[];
  thematicCategoryIds?: string[];
};

/**
 * What /decision/new starts with from the user's basic defaults: step 1's body and type when the
 * address names none, and, on the form of the saved body, its units, signers and thematic
 * categories, keeping only values the form still offers (a unit closed since is dropped).
 */
export function newDecisionDefaults(
  userId: number,
  form: Pick<DecisionForm, "organization" | "units" | "signers" | "thematicCategories"> | null,
  db: Db = getDb(),
): { organizationId: string | null; decisionTypeId: string | null; prefill: DecisionPrefill } {
  const basic = basicDefaultsOf(userId, db);
  if (!basic) return { organizationId: null, decisionTypeId: null, prefill: {} };
  const start = { organizationId: basic.organizationId, decisionTypeId: basic.decisionTypeId };
  if (!form || form.organization.value !== basic.organizationId) return { ...start, prefill: {} };
  const offered = (saved: string[], options: readonly Option[]) => {
    const kept = saved.filter((v) => options.some((o) => o.value === v));
    return kept.length ? kept : undefined;
  };
  return {
    ...start,
    prefill: {
      unitIds: offered(basic.unitIds, form.units),
      signerIds: offered(basic.signerIds, form.signers),
      thematicCategoryIds: offered(basic.thematicCategoryIds, form.thematicCategories),
    },
  };
}
