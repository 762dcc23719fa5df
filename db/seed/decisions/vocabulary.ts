/**
 * The words synthetic decisions are made of: what public bodies buy, the services and works they
 * pay for, with a CPV code, a budget code (ΚΑΕ) and a thematic category each, and the contractors
 * they pay. Phrases are in the genitive, ready for «για την προμήθεια …».
 */
import { SURNAMES, upper } from "../names";
import type { Random } from "../random";

export type ItemKind = "goods" | "services" | "works";

export interface Item {
  kind: ItemKind;
  /** Genitive phrase, sentence case with tonos. */
  text: string;
  cpv: string;
  /** Last four digits of the budget code (ΚΑΕ) it is charged to. */
  kae: string;
  /** Thematic category (THK uid) beyond the financial ones. */
  thk: string;
  /** Typical amount range in euro. */
  min: number;
  max: number;
}

const goods = (text: string, cpv: string, kae: string, thk: string, min = 200, max = 60_000): Item => ({
  kind: "goods",
  text,
  cpv,
  kae,
  thk,
  min,
  max,
});
const services = (text: string, cpv: string, kae: string, thk: string, min = 300, max = 80_000): Item => ({
  kind: "services",
  text,
  cpv,
  kae,
  thk,
  min,
  max,
});
const works = (text: string, cpv: string, kae: string, thk: string, min = 5_000, max = 900_000): Item => ({
  kind: "works",
  text,
  cpv,
  kae,
  thk,
  min,
  max,
});

export const ITEMS: Item[] = [
  goods("υλικών καθαριότητας", "39830000-9", "6634", "52"),
  goods("ειδών γραφικής ύλης", "30192000-1", "6612", "10004", 100, 15_000),
  goods("καυσίμων κίνησης για τα οχήματα της υπηρεσίας", "09134100-8", "6641", "66", 1_000, 150_000),
  goods("πετρελαίου θέρμανσης για τα σχολικά κτίρια", "09135100-5", "6643", "66", 2_000, 120_000),
  goods("ανταλλακτικών οχημάτων", "34300000-0", "6671", "48"),
  goods("ηλεκτρολογικού υλικού", "31680000-6", "6662", "64"),
  goods("φαρμακευτικού υλικού", "33600000-6", "6633", "28", 500, 200_000),
  goods("ειδών ατομικής προστασίας για το προσωπικό", "18143000-3", "6061", "44"),
  goods("τροφίμων για τους παιδικούς σταθμούς", "15800000-6", "6481", "60", 1_000, 90_000),
  goods("γάλακτος για το δικαιούχο προσωπικό", "15511000-3", "6063", "44", 2_000, 70_000),
  goods("ηλεκτρονικών υπολογιστών και περιφερειακών", "30213000-5", "7134", "64", 1_000, 80_000),
  goods("αναλωσίμων εκτυπωτών", "30125000-1", "6613", "10004", 200, 20_000),
  goods("κάδων απορριμμάτων", "34928480-6", "7135", "52", 3_000, 150_000),
  goods("ασφαλτομίγματος", "44113620-7", "6692", "48", 2_000, 100_000),
  goods("υλικών ύδρευσης", "44163000-0", "6662", "52"),
  goods("επίπλων γραφείου", "39130000-2", "7133", "10004", 500, 40_000),
  goods("εξοπλισμού παιδικών χαρών", "37535200-9", "7135", "28", 3_000, 120_000),
  goods("αλατιού αποχιονισμού", "34927100-2", "6699", "48", 1_000, 30_000),
  services("καθαρισμού δημοτικών κτιρίων", "90910000-9", "6279", "52", 2_000, 200_000),
  services("φύλαξης κτιρίων", "79713000-5", "6279", "10004", 2_000, 150_000),
  services("συντήρησης και επισκευής οχημάτων", "50110000-9", "6263", "48"),
  services("συντήρησης ανελκυστήρων", "50750000-7", "6265", "64", 500, 20_000),
  services("ταχυδρομικών υπηρεσιών", "64110000-0", "6221", "32", 200, 40_000),
  services("τεχνικής υποστήριξης πληροφοριακών συστημάτων", "72250000-2", "6142", "64", 1_000, 60_000),
  services("ασφάλισης οχημάτων", "66514110-0", "6253", "24", 1_000, 50_000),
  services("μεταφοράς μαθητών", "60130000-8", "6413", "48", 5_000, 300_000),
  services("απεντόμωσης και μυοκτονίας", "90921000-9", "6279", "52", 500, 25_000),
  services("κοπής χόρτων και καθαρισμού οικοπέδων", "77312000-0", "6262", "52", 1_000, 60_000),
  services("δημοσίευσης προκηρύξεων στον τύπο", "79341000-6", "6462", "32", 100, 5_000),
  services("προμήθειας ηλεκτρικής ενέργειας", "09310000-5", "6211", "66", 5_000, 500_000),
  works("ασφαλτόστρωσης δημοτικών οδών", "45233141-9", "7333", "48"),
  works("ανακατασκευής πεζοδρομίων", "45233161-5", "7323", "72"),
  works("συντήρησης σχολικών κτιρίων", "45453000-7", "7331", "32"),
  works("αποκατάστασης ζημιών από θεομηνία", "45453000-7", "7336", "52"),
  works("κατασκευής αγωγού ομβρίων", "45232130-2", "7312", "52"),
  works("ενεργειακής αναβάθμισης δημοτικών κτιρίων", "45321000-3", "7321", "66"),
];

export const ITEMS_BY_KIND: Record<ItemKind, Item[]> = {
  goods: ITEMS.filter((i) => i.kind === "goods"),
  services: ITEMS.filter((i) => i.kind === "services"),
  works: ITEMS.filter((i) => i.kind === "works"),
};

export const MONTHS_GENITIVE = [
  "Ιανουαρίου",
  "Φεβρουαρίου",
  "Μαρτίου",
  "Απριλίου",
  "Μαΐου",
  "Ιουνίου",
  "Ιουλίου",
  "Αυγούστου",
  "Σεπτεμβρίου",
  "Οκτωβρίου",
  "Νοεμβρίου",
  "Δεκεμβρίου",
];

/** A budget code like Diavgeia shows them: municipal "02.20.6634" or state "2410202001" style. */
export function kaeCode(random: Random, item: Pick<Item, "kae">, municipal: boolean): string {
  if (municipal)
    return `${random.pick(["02.00", "02.10", "02.15", "02.20", "02.30", "02.35", "02.45", "02.70"])}.${item.kae}`;
  return `24${item.kae}${String(random.int(10_000)).padStart(4, "0")}`;
}

/** A log-uniform amount in [min, max] with cents. */
export function amountBetween(random: Random, min: number, max: number): number {
  const value = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
  return Math.round(value * 100) / 100;
}

// ---------------------------------------------------------------- contractors

export interface Person {
  afm: string;
  afmType: "EL";
  afmCountry: "EL";
  enterName: boolean;
  name: string;
}

/** A 9-digit Greek AFM with a correct mod-11 check digit (reference/diavgeia.md §7.1). */
export function randomAfm(random: Random, firstDigit: number): string {
  let digits = String(firstDigit);
  for (let i = 1; i < 8; i++) digits += String(random.int(10));
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * 2 ** (8 - i);
  return digits + String((sum % 11) % 10);
}

const COMPANY_WORDS = [
  "ΤΕΧΝΙΚΗ",
  "ΕΜΠΟΡΙΚΗ",
  "ΚΑΤΑΣΚΕΥΑΣΤΙΚΗ",
  "ΠΛΗΡΟΦΟΡΙΚΗ",
  "ΕΝΕΡΓΕΙΑΚΗ",
  "ΠΕΡΙΒΑΛΛΟΝΤΙΚΗ",
  "ΝΑΥΤΙΛΙΑΚΗ",
  "ΒΙΟΜΗΧΑΝΙΚΗ",
  "ΣΥΜΒΟΥΛΕΥΤΙΚΗ",
  "ΕΚΔΟΤΙΚΗ",
];
const PLACES = [
  "ΑΤΤΙΚΗΣ",
  "ΑΙΓΑΙΟΥ",
  "ΜΑΚΕΔΟΝΙΑΣ",
  "ΘΕΣΣΑΛΙΑΣ",
  "ΗΠΕΙΡΟΥ",
  "ΚΡΗΤΗΣ",
  "ΙΟΝΙΟΥ",
  "ΠΕΛΟΠΟΝΝΗΣΟΥ",
  "ΘΡΑΚΗΣ",
  "ΕΛΛΑΔΟΣ",
];
const FORMS = ["Α.Ε.", "Ε.Π.Ε.", "Ο.Ε.", "Ε.Ε.", "Ι.Κ.Ε.", "ΜΟΝΟΠΡΟΣΩΠΗ Ι.Κ.Ε."];
const MALE_FIRST_CAPS = [
  "ΓΕΩΡΓΙΟΣ",
  "ΙΩΑΝΝΗΣ",
  "ΚΩΝΣΤΑΝΤΙΝΟΣ",
  "ΔΗΜΗΤΡΙΟΣ",
  "ΝΙΚΟΛΑΟΣ",
  "ΠΑΝΑΓΙΩΤΗΣ",
  "ΧΡΗΣΤΟΣ",
  "ΑΘΑΝΑΣΙΟΣ",
];

/** A pool of contractors (companies and sole traders) with valid AFMs, built once per run. */
export function contractorPool(random: Random, size: number): Person[] {
  const pool: Person[] = [];
  for (let i = 0; i < size; i++) {
    const [male] = random.pick(SURNAMES);
    const surname = upper(male);
    let name: string;
    const shape = random.int(4);
    if (shape === 0) name = `${surname} ${random.pick(MALE_FIRST_CAPS)}`;
    else if (shape === 1) name = `ΑΦΟΙ ${surname.replace(/Σ$/, "")} ${random.pick(["Ο.Ε.", "Ε.Ε."])}`;
    else name = `${random.pick(COMPANY_WORDS)} ${random.pick(PLACES)} ${random.pick(FORMS)}`;
    pool.push({
      afm: randomAfm(random, shape === 0 ? random.pick([0, 1]) : random.pick([0, 8, 9])),
      afmType: "EL",
      afmCountry: "EL",
      enterName: false,
      name,
    });
  }
  return pool;
}
