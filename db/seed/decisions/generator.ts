/**
 * Makes synthetic decisions, one after the other, from a seed: everything except writing them.
 * Pure (no database), so it runs either in the seeding thread or in a worker thread; both give the
 * same decisions for the same seed, plan and `now`.
 *
 * Shape (reference/diavgeia.md): oldest first over ten years of working days; ~3% SUBMITTED (no
 * ADA), ~0.5% PENDING_REVOCATION, ~0.5% REVOKED, the rest PUBLISHED; ~2% of all decisions get a
 * corrected copy (ορθή επανάληψη, a second published version). ADAs continue each body's serial.
 */
import { makeAda } from "#app/decisions/ada";
import type { DecisionStatus } from "#shared/decision-status";
import { upper } from "../names";
import { Random, WeightedPicker } from "../random";
import { dayIndexAt, workingDays, type WorkingDays } from "./calendar";
import type { IssuerData, IssuerPlan } from "./issuers";
import { RECIPES, type RecipeContext } from "./recipes";
import { contractorPool } from "./vocabulary";

export interface GeneratorSetup {
  seed: number | string;
  /** Decisions already in the database: a second run with the same seed must not repeat UUIDs. */
  offset: number;
  now: number;
  count: number;
  plan: IssuerPlan;
  /** Leaf decision types present in the database. */
  typeUids: string[];
  /** Texts of the revocation reasons (REVOCATION_REASON). */
  revocationReasons: string[];
}

/** One decision ready to be written: its rows' values. Absent values are null. */
export interface GeneratedDecision {
  orgUid: string;
  typeUid: string;
  status: DecisionStatus;
  ada: string | null;
  issueDate: string;
  protocolNumber: string;
  subject: string;
  /** Subject of the latest version (the corrected copy's, if any). */
  latestSubject: string;
  versionId: string;
  /** The corrected copy's version, if any. */
  correctedVersionId: string | null;
  createdAt: number;
  /** First publication; null for SUBMITTED. */
  publishedAt: number | null;
  /** Publication of the corrected copy (0 without one). */
  correctedAt: number;
  updatedAt: number;
  revokedAt: number | null;
  revocationReason: string | null;
  unitUid: string | null;
  signerUid: string | null;
  thematicJson: string;
  extraJson: string;
  amount: number | null;
  financialYear: number | null;
  privateData: boolean;
}

/** Share of subjects written in capitals without tonos (the rest in sentence case). */
const CAPS_SHARE = 0.6;

type Fate = "SUBMITTED" | "PENDING_REVOCATION" | "REVOKED" | "PUBLISHED" | "CORRECTED";

/** Per deck of 200 decisions: 6 submitted, 1 pending revocation, 1 revoked, 4 corrected copies. */
const DECK_SIZE = 200;
const QUOTAS: [Fate, number][] = [
  ["SUBMITTED", 0.03],
  ["PENDING_REVOCATION", 0.005],
  ["REVOKED", 0.005],
  ["CORRECTED", 0.02],
];

/**
 * Statuses are dealt from shuffled decks with exact quotas rather than drawn independently, so
 * every run of 200 decisions or more has every status and corrected copies in the stated shares.
 */
class FateDeck {
  private deck: Fate[] = [];
  constructor(
    private readonly random: Random,
    private remaining: number,
  ) {}

  draw(): Fate {
    if (this.deck.length === 0) {
      const size = Math.min(DECK_SIZE, this.remaining);
      // A short last deck still gets one of each rare fate once it is big enough to hold them.
      for (const [fate, share] of QUOTAS) {
        const n = size >= 40 ? Math.max(1, Math.round(size * share)) : Math.round(size * share);
        for (let k = 0; k < n; k++) this.deck.push(fate);
      }
      while (this.deck.length < size) this.deck.push("PUBLISHED");
      for (let i = this.deck.length - 1; i > 0; i--) {
        const j = this.random.int(i + 1);
        [this.deck[i], this.deck[j]] = [this.deck[j], this.deck[i]];
      }
    }
    this.remaining--;
    return this.deck.pop()!;
  }
}
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function protocolNumber(random: Random, issueDate: string): string {
  const n = random.between(1, 99_999);
  const year = issueDate.slice(0, 4);
  switch (random.int(6)) {
    case 0:
    case 1:
      return String(n);
    case 2:
      return `${n}/${year}`;
    case 3:
      return `Ε${n}`;
    case 4:
      return `${n}/${issueDate.slice(8, 10)}-${issueDate.slice(5, 7)}-${year}`;
    default:
      return `${random.pick(["ΔΟΥ", "ΔΥ", "Φ.1", "οικ."])} ${n}/${year}`;
  }
}

interface Issuer extends IssuerData {
  /** Latest ADA issued per decision type, for related-decision links. */
  lastAda: Map<string, string>;
}

export class DecisionGenerator {
  private readonly random: Random;
  private readonly days: WorkingDays;
  private readonly demo: Issuer[];
  private readonly others: Issuer[];
  private readonly demoPicker: WeightedPicker<Issuer>;
  private readonly typePicker: WeightedPicker<string>;
  private readonly ctx: RecipeContext;
  private readonly capsCache = new Map<string, string>();
  private readonly fates: FateDeck;
  private issuer: Issuer;

  constructor(private readonly setup: GeneratorSetup) {
    const { plan, seed } = setup;
    this.random = new Random(`decisions:${seed}:${setup.offset}`);
    this.days = workingDays(setup.now);
    this.fates = new FateDeck(this.random, setup.count);
    const withMemory = (i: IssuerData): Issuer => ({ ...i, lastAda: new Map() });
    this.demo = plan.demo.map(withMemory);
    this.others = plan.others.map(withMemory);
    this.demoPicker = new WeightedPicker(this.demo.map((issuer, i) => [issuer, plan.demoWeights[i]] as const));
    const types = new Set(setup.typeUids);
    this.typePicker = new WeightedPicker(
      Object.entries(RECIPES)
        .filter(([uid]) => types.has(uid))
        .map(([uid, recipe]) => [uid, recipe.weight] as const),
    );
    const contractors = contractorPool(new Random(`contractors:${seed}`), 3000);
    this.issuer = this.demo[0] ?? this.others[0];
    const random = this.random;
    // One context object, refilled per decision: recipes read it synchronously.
    this.ctx = {
      random,
      year: 0,
      issueDate: "",
      orgUid: "",
      orgLabel: "",
      municipal: false,
      orgPerson: this.issuer.person,
      contractor: () => random.pick(contractors),
      earlierAda: (typeUid) => this.issuer.lastAda.get(typeUid),
      otherOrgUid: () => random.pick(plan.activeUids),
    };
  }

  private pickIssuer(): Issuer {
    const r = this.random;
    if (this.others.length === 0 || (this.demo.length > 0 && r.chance(0.85))) return this.demoPicker.pick(r);
    return r.pick(this.others);
  }

  private caps(text: string): string {
    let out = this.capsCache.get(text);
    if (out === undefined) {
      // Greek upper-casing costs microseconds and subjects repeat: remember them.
      if (this.capsCache.size > 200_000) this.capsCache.clear();
      out = upper(text);
      this.capsCache.set(text, out);
    }
    return out;
  }

  /** A working-hours instant `lag` working days after day `index`, never later than now. */
  private instantAfter(index: number, lag: number, notBefore: number): number {
    const { days, random } = this;
    const day = Math.min(days.iso.length - 1, index + lag);
    const at = days.midnight[day] + 8 * HOUR + random.int(9 * HOUR);
    return Math.max(notBefore, Math.min(at, this.setup.now - random.int(30 * MINUTE)));
  }

  /** The i-th decision of the run (call with i = 0, 1, 2 ... in order). */
  make(i: number): GeneratedDecision {
    const { random, days, ctx } = this;
    const issuer = (this.issuer = this.pickIssuer());
    const typeUid = this.typePicker.pick(random);
    const lastDay = days.iso.length - 1;
    const dayIndex = Math.min(lastDay, Math.max(0, dayIndexAt((i + 0.5) / this.setup.count, days) + random.int(3) - 1));
    const issueDate = days.iso[dayIndex];
    ctx.year = Number(issueDate.slice(0, 4));
    ctx.issueDate = issueDate;
    ctx.orgUid = issuer.uid;
    ctx.orgLabel = issuer.label;
    ctx.municipal = issuer.municipal;
    ctx.orgPerson = issuer.person;
    const made = RECIPES[typeUid].make(ctx);
    const upperCase = random.chance(CAPS_SHARE);
    const subject = upperCase ? this.caps(made.subject) : made.subject;
    const protocol = protocolNumber(random, issueDate);
    const signer = issuer.staff.length > 0 ? random.pick(issuer.staff) : undefined;

    const fate = this.fates.draw();
    const status: DecisionStatus = fate === "CORRECTED" ? "PUBLISHED" : fate;
    const published = status !== "SUBMITTED";
    const corrected = fate === "CORRECTED";

    // Issued on the day, published that day or within two working weeks, in office hours.
    const lag = random.chance(0.45) ? 0 : random.chance(0.45) ? 1 : random.between(2, 10);
    const firstAt = this.instantAfter(dayIndex, lag, days.midnight[dayIndex] + MINUTE);
    const createdAt = Math.max(days.midnight[dayIndex], firstAt - random.between(2, 60) * MINUTE);
    const correctedAt = corrected ? this.instantAfter(dayIndex, lag + random.between(1, 15), firstAt + 2 * MINUTE) : 0;
    const ada = published ? makeAda(issuer.adaCode, issuer.nextSerial++) : null;
    const versionId = random.uuid();
    const correctedVersionId = corrected ? random.uuid() : null;
    const revokedAt =
      status === "REVOKED" ? Math.min(this.setup.now, firstAt + random.between(1, 30) * 24 * HOUR) : null;
    const reason =
      status === "REVOKED" || status === "PENDING_REVOCATION" ? random.pick(this.setup.revocationReasons) : null;
    const privateData = random.chance(0.02);

    // Ορθή επανάληψη: a new version (and document) under the same ADA; the first stays as it was.
    const latestSubject = corrected ? `${subject} - ${upperCase ? "ΟΡΘΗ ΕΠΑΝΑΛΗΨΗ" : "Ορθή επανάληψη"}` : subject;
    if (ada) issuer.lastAda.set(typeUid, ada);

    return {
      orgUid: issuer.uid,
      typeUid,
      status,
      ada,
      issueDate,
      protocolNumber: protocol,
      subject,
      latestSubject,
      versionId,
      correctedVersionId,
      createdAt,
      publishedAt: published ? firstAt : null,
      correctedAt,
      updatedAt: corrected ? correctedAt : firstAt,
      revokedAt,
      revocationReason: reason,
      unitUid: signer?.unitUid ?? null,
      signerUid: signer?.signerUid ?? null,
      thematicJson: JSON.stringify([...new Set(made.thematic)]),
      extraJson: JSON.stringify(made.values),
      amount: made.amount,
      financialYear: made.financialYear,
      privateData,
    };
  }
}
