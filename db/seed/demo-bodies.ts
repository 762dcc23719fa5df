/**
 * The organisations the demo revolves around: the demo users work for ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ (6013), and
 * most synthetic decisions are spread over these bodies (a mix of the categories the home page has
 * tabs for), so their dashboards, facets and feeds are full. Weights are relative shares.
 */
export const DEMO_ORG_UID = "6013";

export const DEMO_BODIES: { uid: string; label: string; weight: number }[] = [
  { uid: "6013", label: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ", weight: 20 },
  { uid: "6114", label: "ΔΗΜΟΣ ΘΕΣΣΑΛΟΝΙΚΗΣ", weight: 9 },
  { uid: "6243", label: "ΔΗΜΟΣ ΠΕΙΡΑΙΩΣ", weight: 7 },
  { uid: "6241", label: "ΔΗΜΟΣ ΠΑΤΡΕΩΝ", weight: 6 },
  { uid: "6325", label: "ΔΗΜΟΣ ΗΡΑΚΛΕΙΟΥ (ΚΡΗΤΗΣ)", weight: 5 },
  { uid: "6167", label: "ΔΗΜΟΣ ΛΑΡΙΣΑΙΩΝ", weight: 5 },
  { uid: "6125", label: "ΔΗΜΟΣ ΙΩΑΝΝΙΤΩΝ", weight: 4 },
  { uid: "6296", label: "ΔΗΜΟΣ ΤΗΝΟΥ", weight: 2 },
  { uid: "6174", label: "ΔΗΜΟΣ ΛΗΜΝΟΥ", weight: 3 },
  { uid: "5002", label: "ΠΕΡΙΦΕΡΕΙΑ ΑΤΤΙΚΗΣ", weight: 6 },
  { uid: "5009", label: "ΠΕΡΙΦΕΡΕΙΑ ΚΕΝΤΡΙΚΗΣ ΜΑΚΕΔΟΝΙΑΣ", weight: 5 },
  { uid: "50196", label: "ΑΠΟΚΕΝΤΡΩΜΕΝΗ ΔΙΟΙΚΗΣΗ ΑΤΤΙΚΗΣ", weight: 2 },
  { uid: "100054492", label: "ΥΠΟΥΡΓΕΙΟ ΕΣΩΤΕΡΙΚΩΝ", weight: 4 },
  { uid: "100010899", label: "ΥΠΟΥΡΓΕΙΟ ΥΓΕΙΑΣ ΚΑΙ ΚΟΙΝΩΝΙΚΩΝ ΑΣΦΑΛΙΣΕΩΝ", weight: 3 },
  { uid: "100081880", label: "ΥΠΟΥΡΓΕΙΟ ΠΑΙΔΕΙΑΣ, ΘΡΗΣΚΕΥΜΑΤΩΝ ΚΑΙ ΑΘΛΗΤΙΣΜΟΥ", weight: 3 },
  { uid: "100048574", label: "ΠΡΟΕΔΡΙΑ ΤΗΣ ΚΥΒΕΡΝΗΣΗΣ", weight: 2 },
  { uid: "99202041", label: "ΑΡΙΣΤΟΤΕΛΕΙΟ ΠΑΝΕΠΙΣΤΗΜΙΟ ΘΕΣ/ΝΙΚΗΣ", weight: 3 },
  { uid: "99203026", label: "ΕΘΝΙΚΟ ΜΕΤΣΟΒΙΟ ΠΟΛΥΤΕΧΝΕΙΟ", weight: 3 },
  { uid: "99221993", label: "ΠΕΡ.ΓΕΝ. ΝΟΣΟΚΟΜΕΙΟ ΑΘΗΝΩΝ 'Ο ΕΥΑΓΓΕΛΙΣΜΟΣ'", weight: 3 },
  { uid: "22966", label: "ΣΥΝΗΓΟΡΟΣ ΤΟΥ ΠΟΛΙΤΗ", weight: 1 },
  { uid: "22951", label: "ΑΡΧΗ ΠΡΟΣΤΑΣΙΑΣ ΔΕΔΟΜΕΝΩΝ ΠΡΟΣΩΠΙΚΟΥ ΧΑΡΑΚΤΗΡΑ", weight: 1 },
];

export const DEMO_BODY_UIDS = DEMO_BODIES.map((b) => b.uid);

/** Share of synthetic decisions that go to the demo bodies; the rest to any active body. */
export const DEMO_BODY_SHARE = 0.85;
