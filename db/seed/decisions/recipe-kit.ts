/**
 * What a recipe (./recipes.ts) is, and the small parts recipes are built from: Greek amounts,
 * ΦΕΚ references, related ADAs, procurement phrases, and builders for the rarer types.
 */
import { FIXED } from "../reference/dictionaries";
import type { Random } from "../random";
import { ITEMS, MONTHS_GENITIVE, amountBetween, kaeCode, type Item, type Person } from "./vocabulary";

export interface RecipeContext {
  random: Random;
  year: number;
  issueDate: string;
  orgUid: string;
  orgLabel: string;
  /** Municipalities and their bodies use municipal budget codes and wording. */
  municipal: boolean;
  /** The body itself as an AFM person (Diavgeia's `org` field). */
  orgPerson: Person;
  contractor(): Person;
  /** The ADA of an earlier decision of this body and type, if there is one yet. */
  earlierAda(typeUid: string): string | undefined;
  /** Any other organisation uid (for co-competent bodies, employers). */
  otherOrgUid(): string;
}

export interface Made {
  subject: string;
  values: Record<string, unknown>;
  /** The headline amount (decision_versions.amount). */
  amount: number | null;
  financialYear: number | null;
  /** Thematic categories (THK uids). */
  thematic: string[];
}

export interface Recipe {
  weight: number;
  make(ctx: RecipeContext): Made;
}

// ---------------------------------------------------------------- helpers

export const money = (amount: number) => ({ amount, currency: "EUR" });

const FEK_ISSUES = ["fektype_A", "fektype_B", "fektype_B", "fektype_B", "fektype_C", "fektype_D", "fektype_APS"];

export function fek(ctx: RecipeContext) {
  return { aa: String(ctx.random.between(1, 6999)), issue: ctx.random.pick(FEK_ISSUES), issueyear: ctx.year };
}

export function related(ctx: RecipeContext, typeUid: string): Record<string, unknown> {
  const ada = ctx.earlierAda(typeUid);
  return ada ? { relatedDecisions: [{ relatedDecisionsADA: ada }] } : {};
}

export const procurement = (item: Item) =>
  item.kind === "goods"
    ? `την προμήθεια ${item.text}`
    : item.kind === "services"
      ? `την παροχή υπηρεσιών ${item.text}`
      : `την εκτέλεση του έργου «${item.text}»`;

export const pickItem = (ctx: RecipeContext, kinds: Item[] = ITEMS) => ctx.random.pick(kinds);

export function finance(item: Item | null, extra: string[] = []): string[] {
  return item ? ["24", item.thk, ...extra] : ["24", ...extra];
}

export function month(ctx: RecipeContext): string {
  return MONTHS_GENITIVE[ctx.random.int(12)];
}

/** Fixed-list values are stored as their text, as Diavgeia does (see FIXED). */
export function assignmentType(item: Item): string {
  const [goods, services, works] = FIXED.ASSIGNMENT_TYPE;
  return item.kind === "goods" ? goods : item.kind === "services" ? services : works;
}

// ---------------------------------------------------------------- recipe builders for the rarer types

/** Subject templates may name the issue year {year}, the next {next} or the previous {prev}. */
export function fill(ctx: RecipeContext, template: string): string {
  return template
    .replace("{year}", String(ctx.year))
    .replace("{next}", String(ctx.year + 1))
    .replace("{prev}", String(ctx.year - 1));
}

/** A decision without an amount, for the rarer types. */
export function simple(
  weight: number,
  subjects: readonly string[],
  thematic: string[],
  values: (ctx: RecipeContext) => Record<string, unknown>,
): Recipe {
  return {
    weight,
    make(ctx) {
      const subject = fill(ctx, ctx.random.pick(subjects));
      return {
        subject,
        values: { ...values(ctx), documentType: "ΠΡΑΞΗ" },
        amount: null,
        financialYear: null,
        thematic,
      };
    },
  };
}

/** A decision with a headline amount drawn log-uniformly from [min, max]. */
export function withAmount(
  weight: number,
  [min, max]: [number, number],
  subject: (ctx: RecipeContext, item: Item) => string,
  thematic: string[],
  values: (ctx: RecipeContext, amount: number, item: Item) => Record<string, unknown>,
): Recipe {
  return {
    weight,
    make(ctx) {
      const item = pickItem(ctx);
      const amount = amountBetween(ctx.random, min, max);
      const text = fill(ctx, subject(ctx, item));
      return {
        subject: text,
        values: { ...values(ctx, amount, item), documentType: "ΠΡΑΞΗ" },
        amount,
        financialYear: ctx.year,
        thematic,
      };
    },
  };
}

/** An ISO day some years later, kept valid (29 February becomes 28 February). */
export function yearsLater(isoDay: string, years: number): string {
  const monthDay = isoDay.slice(4) === "-02-29" ? "-02-28" : isoDay.slice(4);
  return `${Number(isoDay.slice(0, 4)) + years}${monthDay}`;
}

export const sponsorRow = (ctx: RecipeContext, amount: number, item: Item) => ({
  sponsorAFMName: ctx.contractor(),
  expenseAmount: money(amount),
  cpv: item.cpv,
  kae: kaeCode(ctx.random, item, ctx.municipal),
});

export const ifAda = (key: string, ada: string | undefined) => (ada ? { [key]: ada } : {});
