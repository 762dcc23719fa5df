/**
 * SPEC §7 "Configuration (administration)", the search and decision-type part (issue 17): the
 * search settings per category, the index servers and their status, and which decision types
 * each organisation category may use. Over the same domain functions as /administration/search
 * and /administration/dtperorgtype, so a change here is the same change, validated and audited.
 */
import { z } from "zod";
import type { SessionUser } from "#app/access/session-user";
import { categoryTypesPage, orgCategories, saveCategoryTypes } from "#app/decision-types/per-category.server";
import { refuse } from "#app/http/refuse.server";
import { MSG, TEXT } from "#app/messages";
import { TEMPLATE_TYPES } from "#app/organizations/document-templates.server";
import {
  indexEngine,
  indexServersSettings,
  indexServerStatus,
  saveIndexServersSettings,
} from "#app/search-settings/index-servers.server";
import { SEARCH_CATEGORIES } from "#app/search-settings/settings";
import { saveSearchSettings, searchSettings } from "#app/search-settings/store.server";
import { defineCall } from "../call";

const TAG = "Ρυθμίσεις";
const SYSTEM_CONFIG = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
const DECISION_TYPES = { permission: "PERM_ADMIN_DECISION_TYPES" } as const;

const actor = (user: SessionUser | null): SessionUser => user ?? refuse(401, MSG.pleaseLogin, "api");

// ---------------------------------------------------------------- search settings

const categoryParam = z.object({ category: z.enum(SEARCH_CATEGORIES) });
/** Every category's fields; each category has some of them (/administration/search). */
const searchSettingsShape = z.object({
  pageSize: z.number().int().optional(),
  defaultSort: z.string().optional(),
  facets: z.array(z.string()).optional(),
  rowLimit: z.number().int().nullable().optional(),
});

export const searchSettingsCall = defineCall({
  method: "GET",
  path: "/config/search/{category}",
  tag: TAG,
  summary:
    "Οι ρυθμίσεις αναζήτησης μιας κατηγορίας: opendata (pageSize, defaultSort), lumiview (pageSize, defaultSort, facets), lumiview_export (rowLimit, null: χωρίς όριο· defaultSort).",
  access: SYSTEM_CONFIG,
  params: categoryParam,
  response: searchSettingsShape,
  example: "/config/search/lumiview",
  handler: ({ params }) => searchSettings(params.category),
});

export const saveSearchSettingsCall = defineCall({
  method: "POST",
  path: "/config/search/{category}",
  tag: TAG,
  summary:
    "Αλλάζει τις ρυθμίσεις αναζήτησης μιας κατηγορίας (τα πεδία που δεν δίνονται μένουν ως έχουν). Ισχύουν από την επόμενη αναζήτηση.",
  access: SYSTEM_CONFIG,
  params: categoryParam,
  body: searchSettingsShape,
  response: searchSettingsShape,
  example: "/config/search/lumiview",
  exampleBody: { pageSize: 20, defaultSort: "recent" },
  handler: ({ params, body, user }) => {
    const candidate = { ...searchSettings(params.category), ...body };
    const saved = saveSearchSettings(actor(user), params.category, candidate);
    if (!saved.ok) refuse(400, saved.message, "api");
    return saved.settings;
  },
});

// ---------------------------------------------------------------- index servers

const indexServers = z.object({
  engine: z.enum(["fts5", "typesense"]),
  url: z.string().nullable(),
  collection: z.string().nullable(),
  reindexBatchSize: z.number().int(),
});
const indexServersView = () => {
  const engine = indexEngine();
  return { engine: engine.kind, url: engine.url, collection: engine.collection, ...indexServersSettings() };
};

export const indexServersCall = defineCall({
  method: "GET",
  path: "/config/index_servers",
  tag: TAG,
  summary:
    "Η μηχανή αναζήτησης (fts5, ή typesense με τη διεύθυνση και τη συλλογή της· ποτέ το κλειδί) και το μέγεθος παρτίδας της επαναδημιουργίας.",
  access: SYSTEM_CONFIG,
  response: indexServers,
  example: "/config/index_servers",
  handler: () => indexServersView(),
});

export const saveIndexServersCall = defineCall({
  method: "POST",
  path: "/config/index_servers",
  tag: TAG,
  summary: "Αλλάζει το μέγεθος παρτίδας της επαναδημιουργίας ευρετηρίου (η μηχανή ορίζεται από τον διακομιστή).",
  access: SYSTEM_CONFIG,
  body: z.object({ reindexBatchSize: z.number().int() }),
  response: indexServers,
  example: "/config/index_servers",
  exampleBody: { reindexBatchSize: 500 },
  handler: ({ body, user }) => {
    const saved = saveIndexServersSettings(actor(user), body);
    if (!saved.ok) refuse(400, saved.message, "api");
    return indexServersView();
  },
});

export const indexServersStatusCall = defineCall({
  method: "GET",
  path: "/config-index-servers/status",
  tag: TAG,
  summary:
    "Η κατάσταση του ευρετηρίου: serversAreDown (true μόνο όταν η μηχανή δεν απαντά· όταν η κατάσταση δεν είναι γνωστή, false), έγγραφα, αλλαγές σε αναμονή.",
  access: "user",
  response: z.object({
    serversAreDown: z.boolean(),
    engine: z.enum(["fts5", "typesense"]),
    documentsIndexed: z.number().int().nullable(),
    documentsInRegister: z.number().int().nullable(),
    pendingChanges: z.number().int().nullable(),
    oldestPendingAgeSeconds: z.number().int().nullable(),
  }),
  example: "/config-index-servers/status",
  cache: "noStore",
  handler: async () => {
    const status = await indexServerStatus();
    return {
      serversAreDown: status.serversAreDown,
      engine: status.engine.kind,
      documentsIndexed: status.documentsIndexed,
      documentsInRegister: status.documentsInRegister,
      pendingChanges: status.outbox?.pending ?? null,
      oldestPendingAgeSeconds: status.outbox?.oldestPendingAgeSeconds ?? null,
    };
  },
});

// ---------------------------------------------------------------- decision types per organisation category

const categoryTypes = z.object({ orgCategory: z.string(), label: z.string(), decisionTypes: z.array(z.string()) });

/** The leaf types open to a category (every type when the category has no rows). */
function typesOf(orgCategory: string) {
  const page = categoryTypesPage(orgCategory);
  if (!page || page.category.uid !== orgCategory) return null;
  return {
    orgCategory: page.category.uid,
    label: page.category.label,
    decisionTypes: page.types.filter((t) => t.open).map((t) => t.uid),
  };
}
const allCategories = () => orgCategories().map((c) => typesOf(c.uid)!);

export const dtPerOrgTypeCall = defineCall({
  method: "GET",
  path: "/config/dtperorgtype",
  tag: TAG,
  summary: "Οι τύποι πράξεων που επιτρέπονται σε κάθε κατηγορία φορέα (για τη διαχείριση).",
  access: DECISION_TYPES,
  response: z.array(categoryTypes),
  example: "/config/dtperorgtype",
  handler: () => allCategories(),
});

export const saveDtPerOrgTypeCall = defineCall({
  method: "POST",
  path: "/config/dtperorgtype",
  tag: TAG,
  summary:
    "Ορίζει τους τύπους πράξεων μιας κατηγορίας φορέα (τουλάχιστον έναν). Η φόρμα καταχώρισης και το API τους τηρούν αμέσως.",
  access: DECISION_TYPES,
  body: z.object({ orgCategory: z.string().max(100), decisionTypes: z.array(z.string().max(20)).max(500) }),
  response: categoryTypes,
  example: "/config/dtperorgtype",
  exampleBody: { orgCategory: "MUNICIPALITY", decisionTypes: ["Β.1.3"] },
  handler: ({ body, user }) => {
    const saved = saveCategoryTypes(actor(user), body.orgCategory, body.decisionTypes);
    if (!saved.ok) refuse(saved.field === "category" ? 404 : 400, saved.message, "api");
    return typesOf(saved.category.uid)!;
  },
});

export const sharedDtPerOrgTypeCall = defineCall({
  method: "GET",
  path: "/config-shared/dtperorgtype",
  tag: TAG,
  summary: "Οι τύποι πράξεων κάθε κατηγορίας φορέα (για κάθε συνδεδεμένο χρήστη).",
  access: "user",
  response: z.array(categoryTypes),
  example: "/config-shared/dtperorgtype",
  handler: () => allCategories(),
});

export const sharedDtPerOrgCategoryCall = defineCall({
  method: "GET",
  path: "/config-shared/dtperorgtype/{orgCategory}",
  tag: TAG,
  summary: "Οι τύποι πράξεων μιας κατηγορίας φορέα.",
  access: "user",
  params: z.object({ orgCategory: z.string().min(1).max(100) }),
  response: categoryTypes,
  example: "/config-shared/dtperorgtype/MUNICIPALITY",
  handler: ({ params }) => typesOf(params.orgCategory) ?? refuse(404, TEXT.apiNotFound, "api"),
});

export const sharedTemplateTypesCall = defineCall({
  method: "GET",
  path: "/config-shared/templates/types/",
  tag: TAG,
  summary: "Τα είδη προτύπων εγγράφων (/organization/templates).",
  access: "user",
  response: z.array(z.object({ value: z.string(), label: z.string() })),
  example: "/config-shared/templates/types/",
  handler: () => TEMPLATE_TYPES.map((t) => ({ value: t.value, label: t.label })),
});

export const CONFIG_CALLS = [
  searchSettingsCall,
  saveSearchSettingsCall,
  indexServersCall,
  saveIndexServersCall,
  indexServersStatusCall,
  dtPerOrgTypeCall,
  saveDtPerOrgTypeCall,
  sharedDtPerOrgTypeCall,
  sharedDtPerOrgCategoryCall,
  sharedTemplateTypesCall,
];
