/**
 * SPEC §7 "Configuration": GET /config/positions[?orgCategory], /config/positions/{uid}, POST and
 * PUT /config/positions, over the same domain functions as /administration/positions
 * (app/positions/positions.server.ts). For system administrators (PERM_ADMIN_SYSTEM_CONFIG).
 */
import { z } from "zod";
import { orgCategories } from "#app/decision-types/per-category.server";
import { refuse } from "#app/http/refuse.server";
import { POSITION_TEXT, TEXT } from "#app/messages";
import {
  adminPosition,
  adminPositions,
  createPosition,
  updatePosition,
  type AdminPosition,
  type PositionResult,
} from "#app/positions/positions.server";
import { answer, defineCall } from "../call";

const TAG = "Ρυθμίσεις: θέσεις";
const ACCESS = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;

const position = z.object({
  uid: z.string(),
  label: z.string(),
  /** Null: a general position, for every category. */
  orgCategory: z.string().nullable(),
  active: z.boolean(),
  /** How many signer-unit links hold it. */
  holders: z.number().int(),
});

const shape = (p: AdminPosition) => ({
  uid: p.uid,
  label: p.label,
  orgCategory: p.orgCategoryUid,
  active: p.active,
  holders: p.holders,
});

const body = z.strictObject({
  label: z.string().max(1000),
  orgCategory: z.string().max(100).nullable().optional(),
});

/** The saved position, or a 400 with the first problem found (SPEC §8 payload). */
function savedOrRefused(result: PositionResult | null): z.input<typeof position> {
  if (!result) refuse(404, POSITION_TEXT.unknown, "api");
  if (!result.ok) refuse(400, Object.values(result.errors)[0] ?? TEXT.badRequest, "api");
  return shape(result.position);
}

export const positionsCall = defineCall({
  method: "GET",
  path: "/config/positions",
  tag: TAG,
  summary:
    "Οι θέσεις (και οι ανενεργές, με active false). Με orgCategory, όσες μπορεί να χρησιμοποιήσει φορέας της κατηγορίας: οι δικές της και οι γενικές.",
  access: ACCESS,
  query: z.strictObject({ orgCategory: z.string().min(1).max(100).optional() }),
  response: z.array(position),
  example: "/config/positions?orgCategory=MUNICIPALITY",
  handler: ({ query }) => {
    if (query.orgCategory && !orgCategories().some((c) => c.uid === query.orgCategory))
      refuse(404, POSITION_TEXT.unknownCategory, "api");
    const filter = query.orgCategory ? { kind: "usableBy" as const, uid: query.orgCategory } : { kind: "all" as const };
    return adminPositions(filter).map(shape);
  },
});

export const positionCall = defineCall({
  method: "GET",
  path: "/config/positions/{uid}",
  tag: TAG,
  summary: "Μία θέση.",
  access: ACCESS,
  params: z.object({ uid: z.string().min(1).max(40) }),
  response: position,
  example: "/config/positions/POS_10091",
  handler: ({ params }) => shape(adminPosition(params.uid) ?? refuse(404, POSITION_TEXT.unknown, "api")),
});

export const createPositionCall = defineCall({
  method: "POST",
  path: "/config/positions",
  tag: TAG,
  summary: "Προσθέτει θέση (orgCategory null ή κενό: γενική θέση). Απαντά 201 με τη νέα θέση.",
  access: ACCESS,
  body,
  response: position,
  example: "/config/positions",
  exampleBody: { label: "Εντεταλμένος Σύμβουλος", orgCategory: "MUNICIPALITY" },
  handler: ({ user, body }) =>
    answer(savedOrRefused(createPosition(user!, { label: body.label, orgCategoryUid: body.orgCategory || null })), {
      status: 201,
    }),
});

export const updatePositionCall = defineCall({
  method: "PUT",
  path: "/config/positions",
  tag: TAG,
  summary:
    "Μετονομάζει θέση, αλλάζει την κατηγορία της ή (με active) την απενεργοποιεί/επανενεργοποιεί. Μια θέση δεν διαγράφεται από εδώ.",
  access: ACCESS,
  body: body.extend({ uid: z.string().min(1).max(40), active: z.boolean().optional() }),
  response: position,
  example: "/config/positions",
  exampleBody: { uid: "POS_10091", label: "Δήμαρχος", orgCategory: "MUNICIPALITY", active: true },
  handler: ({ user, body }) =>
    savedOrRefused(
      updatePosition(user!, body.uid, {
        label: body.label,
        orgCategoryUid: body.orgCategory || null,
        active: body.active,
      }),
    ),
});

export const POSITION_CALLS = [positionsCall, positionCall, createPositionCall, updatePositionCall];
