/**
 * SPEC §7 "GET /decisions with query params": the staff's decision lists over the API, the same
 * worklists as /userhome (app/users/worklists.server.ts): submitted decisions, those pending
 * revocation and those published in the last 30 days, of the organisations the caller's rights
 * cover, with the page's filters (type, organisation, issue dates, words). A list the caller has
 * no right to see is a 403, as its absence from /userhome says.
 *
 * "Cancellable" (the staff UI aborts a list it no longer needs): each answer is one bounded page,
 * so a client that goes away costs at most one page's query.
 */
import { z } from "zod";
import { refuse } from "#app/http/refuse.server";
import { MSG } from "#app/messages";
import { WORKLISTS, worklistPage, worklistScope } from "#app/users/worklists.server";
import { DECISION_STATUSES } from "#shared/decision-status";
import { defineCall, type ApiCall } from "../call";
import { apiDate, apiInstant, dayOf, instantOf } from "../schemas";

const MAX_SIZE = 100;

const listItem = z.object({
  ada: z.string().nullable(),
  versionId: z.string(),
  status: z.enum(DECISION_STATUSES),
  subject: z.string(),
  protocolNumber: z.string(),
  issueDate: apiDate,
  organization: z.object({ uid: z.string(), label: z.string() }),
  decisionTypeLabel: z.string(),
  publishDate: apiDate.nullable(),
  publishTimestamp: apiInstant.nullable(),
  updatedAt: apiInstant,
});

const listAnswer = z.object({
  list: z.enum(WORKLISTS),
  total: z.number().int(),
  /** 1-based, as /userhome's pages. */
  page: z.number().int(),
  pageCount: z.number().int(),
  size: z.number().int(),
  decisions: z.array(listItem),
});

const listQuery = z.strictObject({
  list: z
    .enum(WORKLISTS)
    .describe("submitted: υποβληθείσες· pending: σε αίτημα ανάκλησης· published: τελευταίες 30 ημέρες"),
  type: z.string().min(1).max(20).optional().describe("είδος πράξης (uid)"),
  org: z.string().min(1).max(20).optional().describe("ένας από τους φορείς του καλούντος (uid)"),
  from: apiDate.optional().describe("ημερομηνία έκδοσης από (YYYY-MM-DD, μαζί)"),
  to: apiDate.optional().describe("ημερομηνία έκδοσης έως (YYYY-MM-DD, μαζί)"),
  q: z.string().trim().min(1).max(200).optional().describe("λέξεις του θέματος, αριθμός πρωτοκόλλου ή ΑΔΑ"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_SIZE).default(20),
});

export const DECISION_LIST_CALLS: ApiCall[] = [
  defineCall({
    method: "GET",
    path: "/decisions",
    tag: "Πράξεις",
    summary:
      "Οι λίστες εργασίας του καλούντος (όπως στην αρχική σελίδα χρήστη): υποβληθείσες, σε αίτημα ανάκλησης, αναρτημένες των τελευταίων 30 ημερών, με φίλτρα και σελίδες.",
    access: "user",
    query: listQuery,
    response: listAnswer,
    example: "/decisions?list=submitted&size=5",
    handler: ({ query, user }) => {
      const scope = worklistScope(user!.access, query.list);
      if (scope === null) refuse(403, MSG.forbidden, "api");
      const { list, type, org, from, to, q } = query;
      const found = worklistPage(list, scope, query.page, {
        size: query.size,
        filter: { list, type, org, from, to, q },
      });
      return {
        list: found.list,
        total: found.total,
        page: found.page,
        pageCount: found.pageCount,
        size: query.size,
        decisions: found.items.map((d) => ({
          ada: d.ada,
          versionId: d.versionId,
          status: d.status as (typeof DECISION_STATUSES)[number],
          subject: d.subject,
          protocolNumber: d.protocolNumber,
          issueDate: d.issueDate,
          organization: { uid: d.orgUid, label: d.orgLabel },
          decisionTypeLabel: d.decisionTypeLabel,
          publishDate: d.publishedAt === null ? null : dayOf(d.publishedAt),
          publishTimestamp: d.publishedAt === null ? null : instantOf(d.publishedAt),
          updatedAt: instantOf(d.updatedAt),
        })),
      };
    },
  }),
];
