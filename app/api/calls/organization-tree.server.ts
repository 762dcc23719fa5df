/**
 * SPEC §7 "Organisations and units", the calls that answer a body's shape over time: the units
 * in effect on a day as a tree (fullStructureUnder), the bodies it supervises as a tree
 * (supervisedWithCurrent), and its former states and names (all). Public data, read by the same
 * domain functions as the units page, /organization/visual and the dashboard's history tab.
 * The trees are recursive schemas named with `.meta({ id })`: the OpenAPI document holds each
 * once under components.schemas (openapi.server.ts, docs/decisions/084).
 */
import { z } from "zod";
import { refuse } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { organizationRecord } from "#app/organizations/history.server";
import { findOrganization } from "#app/organizations/read.server";
import { supervisedWithCurrent } from "#app/organizations/tree.server";
import { unitStructureOn } from "#app/organizations/units.server";
import { todayInAthens } from "#shared/dates";
import { defineCall } from "../call";
import { apiDate, apiInstant, instantOf } from "../schemas";

const TAG = "Φορείς";
const idParam = z.object({ id: z.string().min(1).max(200) });
const status = z.enum(["active", "abolished", "pending"]);

interface UnitNodeShape {
  uid: string;
  label: string;
  category: { uid: string; label: string } | null;
  activeFrom: string | null;
  activeUntil: string | null;
  children: UnitNodeShape[];
}

const unitNode: z.ZodType<UnitNodeShape> = z
  .object({
    uid: z.string(),
    label: z.string(),
    category: z.object({ uid: z.string(), label: z.string() }).nullable(),
    activeFrom: apiDate.nullable(),
    activeUntil: apiDate.nullable().describe("η πρώτη ημέρα που δεν ισχύει πια· null όσο ισχύει"),
    get children() {
      return z.array(unitNode);
    },
  })
  .meta({ id: "UnitStructureNode" });

interface OrganizationNodeShape {
  uid: string;
  label: string;
  latinName: string;
  status: "active" | "abolished" | "pending";
  importance: number;
  children: OrganizationNodeShape[];
}

const organizationNode: z.ZodType<OrganizationNodeShape> = z
  .object({
    uid: z.string(),
    label: z.string(),
    latinName: z.string(),
    status,
    importance: z.number().int().describe("πόσοι φορείς είναι κάτω από αυτόν, μαζί του"),
    get children() {
      return z.array(organizationNode);
    },
  })
  .meta({ id: "OrganizationNode" });

const known = (uidOrLatinName: string) => findOrganization(uidOrLatinName) ?? refuse(404, TEXT.apiNotFound, "api");

export const fullStructureUnder = defineCall({
  method: "GET",
  path: "/organizations/fullStructureUnder/{id}",
  tag: TAG,
  summary:
    "Οι μονάδες ενός φορέα που ίσχυαν την ημέρα when (προεπιλογή σήμερα), ως δέντρο· κάθε μονάδα με τις υπομονάδες της.",
  access: "public",
  params: idParam,
  query: z.object({ when: apiDate.optional() }),
  response: z.object({
    organization: z.object({ uid: z.string(), label: z.string(), latinName: z.string() }),
    when: apiDate,
    units: z.array(unitNode),
  }),
  example: "/organizations/fullStructureUnder/6013?when=2026-01-01",
  handler: ({ params, query }) => {
    const org = known(params.id);
    const when = query.when ?? todayInAthens();
    return {
      organization: { uid: org.uid, label: org.label, latinName: org.latinName },
      when,
      units: unitStructureOn(org.uid, when),
    };
  },
});

type TreeNode = NonNullable<ReturnType<typeof supervisedWithCurrent>>;
const shapeNode = (node: TreeNode): OrganizationNodeShape => ({
  uid: node.uid,
  label: node.text,
  latinName: node.latinName,
  status: node.status,
  importance: node.importance,
  children: node.children.map(shapeNode),
});

export const supervisedWithCurrentCall = defineCall({
  method: "GET",
  path: "/organizations/supervisedWithCurrent/{id}",
  tag: TAG,
  summary:
    "Ο φορέας και όσοι εποπτεύονται από αυτόν (άμεσα ή έμμεσα), ως δέντρο· με active=true μόνο οι ενεργοί (ένας μη ενεργός παραλείπεται μαζί με όσους εποπτεύει).",
  access: "public",
  params: idParam,
  query: z.object({ active: z.enum(["true", "false"]).optional() }),
  response: organizationNode,
  example: "/organizations/supervisedWithCurrent/6013?active=true",
  handler: ({ params, query }) =>
    shapeNode(supervisedWithCurrent(params.id, query.active === "true") ?? refuse(404, TEXT.apiNotFound, "api")),
});

const stateSchema = z.object({
  label: z.string(),
  latinName: z.string(),
  supervisor: z.object({ uid: z.string(), label: z.string() }).nullable(),
  status,
  statusLabel: z.string(),
  mergedInto: z.object({ uid: z.string(), label: z.string() }).nullable(),
  from: apiInstant.nullable().describe("πότε άρχισε (null: πριν από τα αρχεία του μητρώου)"),
  until: apiInstant.nullable().describe("πότε έληξε (null: η τρέχουσα)"),
});

export const organizationAll = defineCall({
  method: "GET",
  path: "/organizations/all/{uid}",
  tag: TAG,
  summary:
    "Ένας φορέας με όλες τις καταστάσεις του (τρέχουσα πρώτη), τα παλιά λατινικά ονόματά του και τους φορείς που συγχωνεύθηκαν σε αυτόν.",
  access: "public",
  params: z.object({ uid: z.string().min(1).max(200) }),
  response: z.object({
    uid: z.string(),
    label: z.string(),
    latinName: z.string(),
    status,
    states: z.array(stateSchema),
    formerLatinNames: z.array(z.object({ latinName: z.string(), retiredAt: apiInstant })),
    absorbed: z.array(z.object({ uid: z.string(), label: z.string(), latinName: z.string(), at: apiInstant })),
  }),
  example: "/organizations/all/6013",
  handler: ({ params }) => {
    const { org, status, history, formerLatinNames } =
      organizationRecord(params.uid) ?? refuse(404, TEXT.apiNotFound, "api");
    const at = (ms: number | null) => (ms === null ? null : instantOf(ms));
    return {
      uid: org.uid,
      label: org.label,
      latinName: org.latinName,
      status,
      states: history.states.map((s) => ({ ...s, from: at(s.from), until: at(s.until) })),
      formerLatinNames: formerLatinNames.map((f) => ({ ...f, retiredAt: instantOf(f.retiredAt) })),
      absorbed: history.absorbed.map((a) => ({ ...a, at: instantOf(a.at) })),
    };
  },
});

export const ORGANIZATION_TREE_CALLS = [fullStructureUnder, supervisedWithCurrentCall, organizationAll];
