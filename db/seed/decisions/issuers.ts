/**
 * Which bodies issue the synthetic decisions: mostly the demo bodies (by weight), the rest spread
 * over other active bodies. Every issuer gets generated units and signers if it has none, so each
 * decision names a real unit and signer of its body.
 *
 * The result is plain data (no database handle), so the generator can run in a worker thread.
 */
import type { Db } from "#db/client";
import { DEMO_BODIES } from "../demo-bodies";
import { Random } from "../random";
import { generateStaff, staffByOrganization, type StaffMember } from "../reference/staff";
import { randomAfm, type Person } from "./vocabulary";

export interface IssuerData {
  uid: string;
  label: string;
  adaCode: string;
  municipal: boolean;
  /** The body as an AFM person, for the `org` extra field. */
  person: Person;
  staff: StaffMember[];
  /** ada_sequences.next: the serial the body's next ADA gets. */
  nextSerial: number;
}

export interface IssuerPlan {
  demo: IssuerData[];
  demoWeights: number[];
  others: IssuerData[];
  /** Every active body's uid (co-competent bodies, employers). */
  activeUids: string[];
}

const MUNICIPAL_CATEGORIES = new Set(["MUNICIPALITY", "DEYA"]);

interface OrgRow {
  uid: string;
  label: string;
  adaCode: string;
  categoryUid: string;
  vatNumber: string | null;
}

/**
 * @param count how many decisions will be made: a small run uses a few dozen non-demo bodies, a
 * large one all of them.
 */
export function planIssuers(db: Db, count: number, seed: number | string): IssuerPlan {
  const sqlite = db.$client;
  const active = sqlite
    .prepare(
      `SELECT uid, label, ada_code AS adaCode, category_uid AS categoryUid, vat_number AS vatNumber
         FROM organizations WHERE is_active = 1 AND in_effect = 1`,
    )
    .all() as OrgRow[];
  if (active.length === 0) throw new Error("no active organisations: run seedReference first");
  active.sort((a, b) => a.uid.length - b.uid.length || (a.uid < b.uid ? -1 : 1));
  const byUid = new Map(active.map((o) => [o.uid, o]));

  const random = new Random(`issuers:${seed}`);
  const demo = DEMO_BODIES.filter((b) => byUid.has(b.uid));
  const demoUids = new Set(demo.map((d) => d.uid));
  const others = active.filter((o) => !demoUids.has(o.uid));
  // A deterministic shuffle, then as many bodies as the run needs.
  for (let i = others.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [others[i], others[j]] = [others[j], others[i]];
  }
  const chosenOthers = others.slice(0, Math.min(others.length, Math.max(50, Math.ceil(count / 100))));
  const chosen = [...demo.map((d) => byUid.get(d.uid)!), ...chosenOthers];

  generateStaff(db, chosen, demoUids);
  const staff = staffByOrganization(
    db,
    chosen.map((o) => o.uid),
  );
  const sequences = new Map(
    (
      sqlite.prepare("SELECT org_uid AS orgUid, next FROM ada_sequences").all() as { orgUid: string; next: number }[]
    ).map((s) => [s.orgUid, s.next]),
  );
  const issuer = (o: OrgRow): IssuerData => ({
    uid: o.uid,
    label: o.label,
    adaCode: o.adaCode,
    municipal: MUNICIPAL_CATEGORIES.has(o.categoryUid),
    person: {
      afm: o.vatNumber && /^\d{9}$/.test(o.vatNumber) ? o.vatNumber : randomAfm(random, 9),
      afmType: "EL",
      afmCountry: "EL",
      enterName: false,
      name: o.label,
    },
    staff: staff.get(o.uid) ?? [],
    nextSerial: sequences.get(o.uid) ?? 0,
  });
  return {
    demo: demo.map((d) => issuer(byUid.get(d.uid)!)),
    demoWeights: demo.map((d) => d.weight),
    others: chosenOthers.map(issuer),
    activeUids: active.map((o) => o.uid),
  };
}
