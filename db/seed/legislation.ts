/**
 * The demo organisation's legislation (SPEC §2 organisation form): the laws that govern a Greek
 * municipality, so the edit page of ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ shows a table of more than one page at the
 * default length of 5. References are the real ones; no link is given that was not checked.
 */
import { schema, type Db } from "../client";
import { DEMO_ORG_UID } from "./demo-bodies";

export const DEMO_LEGISLATION: { title: string; reference: string; actDate: string | null }[] = [
  {
    title: "Νέα Αρχιτεκτονική της Αυτοδιοίκησης και της Αποκεντρωμένης Διοίκησης – Πρόγραμμα Καλλικράτης",
    reference: "ν. 3852/2010 (ΦΕΚ Α' 87)",
    actDate: "2010-06-07",
  },
  { title: "Κύρωση του Κώδικα Δήμων και Κοινοτήτων", reference: "ν. 3463/2006 (ΦΕΚ Α' 114)", actDate: "2006-06-08" },
  {
    title: "Μεταρρύθμιση του θεσμικού πλαισίου της Τοπικής Αυτοδιοίκησης – Πρόγραμμα «Κλεισθένης Ι»",
    reference: "ν. 4555/2018 (ΦΕΚ Α' 133)",
    actDate: "2018-07-19",
  },
  { title: "Εκλογή Δημοτικών και Περιφερειακών Αρχών", reference: "ν. 4804/2021 (ΦΕΚ Α' 90)", actDate: "2021-06-05" },
  {
    title: "Ενίσχυση της διαφάνειας με την υποχρεωτική ανάρτηση νόμων και πράξεων στο διαδίκτυο – Πρόγραμμα Διαύγεια",
    reference: "ν. 3861/2010 (ΦΕΚ Α' 112)",
    actDate: "2010-07-13",
  },
  { title: "Ψηφιακή Διακυβέρνηση", reference: "ν. 4727/2020 (ΦΕΚ Α' 184)", actDate: "2020-09-23" },
  {
    title: "Αναμόρφωση του συστήματος διακυβέρνησης Οργανισμών Τοπικής Αυτοδιοίκησης α' και β' βαθμού",
    reference: "ν. 5056/2023 (ΦΕΚ Α' 163)",
    actDate: null,
  },
];

export function seedDemoLegislation(db: Db, now = Date.now()): number {
  const rows = DEMO_LEGISLATION.map((row) => ({ ...row, orgUid: DEMO_ORG_UID, createdAt: now }));
  db.insert(schema.organizationLegislation).values(rows).run();
  return rows.length;
}
