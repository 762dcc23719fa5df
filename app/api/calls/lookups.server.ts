/**
 * SPEC §7 "Lookups": decision types, a type's attributes (its form's fields), thematic
 * categories and the tag categories with their tags. Public reference data, cached like pages.
 */
import { z } from "zod";
import {
  decisionTypeAttributes,
  dictionaryHierarchy,
  dictionaryItems,
  listDecisionTypes,
  tagCategories,
  tagCategory,
  thematicCategories,
} from "#app/decisions/catalogue.server";
import { decisionTypeList, decisionTypeSelection } from "#app/decision-types/open-types.server";
import { refuse } from "#app/http/refuse.server";
import { tagByUid } from "#app/tag-categories/tags.server";
import { TEXT } from "#app/messages";
import { defineCall } from "../call";

const TAG = "Λεξικά και τύποι πράξεων";
const item = z.object({ uid: z.string(), label: z.string(), parent: z.string().nullable() });
const uidParam = z.object({ uid: z.string().min(1).max(100) });

export const decisionTypes = defineCall({
  method: "GET",
  path: "/decisionTypes",
  tag: TAG,
  summary: "Οι τύποι πράξεων και οι ομάδες τους (allowedInDecisions false).",
  access: "public",
  response: z.array(
    z.object({ uid: z.string(), label: z.string(), parent: z.string().nullable(), allowedInDecisions: z.boolean() }),
  ),
  example: "/decisionTypes",
  handler: () => listDecisionTypes(),
});

const attribute = z.object({
  uid: z.string(),
  fieldPath: z.string(),
  widget: z.string(),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  maxLength: z.number().int().nullable(),
  dictionary: z.string().nullable(),
  /** Null for the fields every type has. */
  decisionType: z.string().nullable(),
});

export const decisionTypeAttributesCall = defineCall({
  method: "GET",
  path: "/decisionTypes/{uid}/attributes",
  tag: TAG,
  summary: "Τα πεδία της φόρμας ενός τύπου πράξης (και τα κοινά πεδία όλων των τύπων).",
  access: "public",
  params: uidParam,
  response: z.array(attribute),
  example: "/decisionTypes/%CE%92.1.3/attributes",
  handler: ({ params }) => {
    const fields = decisionTypeAttributes(params.uid) ?? refuse(404, TEXT.apiNotFound, "api");
    return fields.map((f) => ({
      uid: f.uid,
      fieldPath: f.fieldPath,
      widget: f.widget,
      label: f.label,
      help: f.help,
      required: f.required,
      maxLength: f.maxLength,
      dictionary: f.dictionaryUid,
      decisionType: f.decisionTypeUid,
    }));
  },
});

export const thematicCategoriesCall = defineCall({
  method: "GET",
  path: "/thematicCategories",
  tag: TAG,
  summary: "Οι θεματικές κατηγορίες (λεξικό THK).",
  access: "public",
  response: z.array(item),
  example: "/thematicCategories",
  handler: () => thematicCategories(),
});

const tagCategorySchema = z.object({ uid: z.string(), label: z.string(), dictionary: z.string().nullable() });

export const tagCategoriesCall = defineCall({
  method: "GET",
  path: "/tags/categories",
  tag: TAG,
  summary: "Οι κατηγορίες ετικετών (λεξικά).",
  access: "public",
  response: z.array(tagCategorySchema),
  example: "/tags/categories",
  handler: () => tagCategories(),
});

export const tagCategoryCall = defineCall({
  method: "GET",
  path: "/tags/categories/{uid}",
  tag: TAG,
  summary: "Μία κατηγορία ετικετών.",
  access: "public",
  params: uidParam,
  response: tagCategorySchema,
  example: "/tags/categories/THK",
  handler: ({ params }) => tagCategory(params.uid) ?? refuse(404, TEXT.apiNotFound, "api"),
});

export const tagCategoryTags = defineCall({
  method: "GET",
  path: "/tags/categories/{uid}/tags",
  tag: TAG,
  summary: "Οι ετικέτες (όροι του λεξικού) μιας κατηγορίας.",
  access: "public",
  params: uidParam,
  response: z.array(item),
  example: "/tags/categories/THK/tags",
  handler: ({ params }) => {
    const category = tagCategory(params.uid) ?? refuse(404, TEXT.apiNotFound, "api");
    return dictionaryItems(category.dictionary ?? category.uid) ?? [];
  },
});

// -- administration of tag categories (issue 17, H2): one tag by its code
export const tagCall = defineCall({
  method: "GET",
  path: "/tags/{uid}/",
  tag: TAG,
  summary:
    "Ένας όρος (ετικέτα) με τον κωδικό του: ονομασία, γονικός όρος, λεξικό και αν προσφέρεται ακόμη (active). Ο ίδιος κωδικός σε περισσότερα λεξικά: του πρώτου λεξικού κατά κωδικό.",
  access: "public",
  params: uidParam,
  response: item.extend({ dictionary: z.string(), active: z.boolean() }),
  example: "/tags/20/",
  handler: ({ params }) => tagByUid(params.uid) ?? refuse(404, TEXT.apiNotFound, "api"),
});

/** SPEC §7's selection lists of the dictionaries (ORG_CATEGORY, ORG_UNIT_CATEGORY, VAT_TYPE …). */
export const selectionTags = defineCall({
  method: "GET",
  path: "/selection/tags/{dictionary}",
  tag: TAG,
  summary:
    "Οι όροι ενός λεξικού ως λίστα επιλογής (π.χ. ORG_CATEGORY, ORG_UNIT_CATEGORY, VAT_TYPE). DT: οι τύποι πράξεων που δέχεται νέα πράξη, με την ομάδα τους ως γονέα, χωρίς τους αποσυρμένους.",
  access: "public",
  params: z.object({ dictionary: z.string().regex(/^[A-Z_]{2,40}$/) }),
  response: z.array(item),
  example: "/selection/tags/ORG_CATEGORY",
  handler: ({ params }) =>
    (params.dictionary === "DT" ? decisionTypeList() : dictionaryItems(params.dictionary)) ??
    refuse(404, TEXT.apiNotFound, "api"),
});

// -- administration of decision types (issue 17, H2): the types open to a body or a category
export const decisionTypeSelectionCall = defineCall({
  method: "GET",
  path: "/selection/tags/hierarchy/DT",
  tag: TAG,
  summary:
    "Οι τύποι πράξεων που μπορεί να χρησιμοποιήσει νέα πράξη, κάτω από τις ομάδες τους: ενός φορέα (org) ή μιας κατηγορίας φορέων (orgCategory). Οι αποσυρμένοι τύποι και όσοι δεν επιτρέπονται στην κατηγορία δεν εμφανίζονται.",
  access: "public",
  query: z.strictObject({
    org: z.string().min(1).max(100).optional(),
    orgCategory: z.string().min(1).max(100).optional(),
    naturalOrder: z.enum(["true", "false"]).optional(),
  }),
  response: z.array(item),
  example: "/selection/tags/hierarchy/DT?orgCategory=MUNICIPALITY",
  handler: ({ query }) => decisionTypeSelection(query) ?? refuse(404, TEXT.apiNotFound, "api"),
});

/** SPEC §7: the competence domains of bodies as a tree, each term with its parent, parents first. */
export const orgDomainHierarchyCall = defineCall({
  method: "GET",
  path: "/selection/tags/hierarchy/ORG_DOMAIN",
  tag: TAG,
  summary:
    "Οι τομείς αρμοδιότητας των φορέων ως ιεραρχία: κάθε όρος με τον γονέα του, κάθε γονέας πριν από τους όρους που ανήκουν σε αυτόν.",
  access: "public",
  response: z.array(item),
  example: "/selection/tags/hierarchy/ORG_DOMAIN",
  handler: () => dictionaryHierarchy("ORG_DOMAIN") ?? refuse(404, TEXT.apiNotFound, "api"),
});

export const LOOKUP_CALLS = [
  decisionTypes,
  decisionTypeAttributesCall,
  thematicCategoriesCall,
  tagCategoriesCall,
  tagCategoryCall,
  tagCategoryTags,
  tagCall,
  selectionTags,
  decisionTypeSelectionCall,
  orgDomainHierarchyCall,
];
