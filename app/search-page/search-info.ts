/**
 * The worked examples of /searchInfo (SPEC §2): each is a query of the language
 * (search/query-language.ts) with what it finds, and a link that runs it. Kept apart from the
 * page so a unit test can check that every example is a query the search accepts.
 */
import { searchPath } from "./links";

export interface SearchExample {
  query: string;
  /** Extra fq filters, for the examples that show them. */
  fq?: string[];
  explanation: string;
}

export interface SearchExampleGroup {
  title: string;
  examples: SearchExample[];
}

export const SEARCH_EXAMPLE_GROUPS: SearchExampleGroup[] = [
  {
    title: "Λέξεις και φράσεις",
    examples: [
      {
        query: "καθαρισμού",
        explanation: "Πράξεις με τη λέξη στο θέμα, τον αριθμό πρωτοκόλλου, τον ΑΔΑ ή το κείμενο του εγγράφου τους.",
      },
      {
        query: "ΚΑΘΑΡΙΣΜΟΣ ακτων",
        explanation: "Όλες οι λέξεις (ΚΑΙ). Τόνοι, κεφαλαία και τελικό σίγμα δεν έχουν σημασία.",
      },
      {
        query: '"έγκριση δαπάνης"',
        explanation:
          "Φράση σε εισαγωγικά: οι λέξεις της στη σειρά που γράφονται, η μία δίπλα στην άλλη· διαβάζεται ως κείμενο, όχι ως πεδίο ή τελεστής.",
      },
      {
        query: "καθαρισμ",
        explanation: "Η τελευταία λέξη βρίσκει και όσες αρχίζουν από αυτήν (καθαρισμός, καθαρισμού).",
      },
    ],
  },
  {
    title: "Πεδία",
    examples: [
      {
        query: 'subject:"ύδρευσης"',
        explanation: "Κείμενο της πράξης (subject), όπως και q, content: θέμα και κείμενο του εγγράφου.",
      },
      { query: 'ada:"6Ε0Ε46Ψ842-Φ46"', explanation: "Ο ΑΔΑ· γράφεται και με λατινικά γράμματα που μοιάζουν." },
      { query: 'protocolNumber:"72/2025"', explanation: "Ο αριθμός πρωτοκόλλου." },
      { query: 'organizationUid:"6013"', explanation: "Πράξεις ενός φορέα, με τον κωδικό του." },
      { query: 'decisionTypeUid:"Β.1.3"', explanation: "Ένα είδος πράξης (Β.1.3: Ανάληψη υποχρέωσης)." },
      { query: 'decisionTypeUid:["Β.1.3", "Β.2.1"]', explanation: "Λίστα τιμών: οποιοδήποτε από τα δύο είδη." },
      { query: 'status:"Ανακληθείσα"', explanation: "Κατάσταση: Αναρτημένη, Ανακληθείσα ή Εν αναμονή ανάκλησης." },
      { query: 'unitUid:"81696"', explanation: "Μια οργανωτική μονάδα (και signerUid για υπογράφοντα)." },
      { query: 'thematicCategory:"20"', explanation: "Μια θεματική κατηγορία." },
      {
        query: 'afm:"090000045"',
        explanation: "Ο ΑΦΜ ενός συμβαλλόμενου (ανάδοχου, δικαιούχου, προσώπου) της πράξης.",
      },
    ],
  },
  {
    title: "Διαστήματα ημερομηνιών και ποσών",
    examples: [
      {
        query: "issueDate:[DT(2024-01-01T00:00:00) TO DT(2024-12-31T23:59:59)]",
        explanation: "Ημερομηνία έκδοσης μέσα στο 2024 (ώρα Ελλάδας, τα άκρα περιλαμβάνονται).",
      },
      { query: "issueDate:[2025-01-01 TO *]", explanation: "Από 1/1/2025 και μετά· το * αφήνει το άκρο ανοιχτό." },
      {
        query: "publishTimestamp:[DT(2025-04-20T00:00:00) TO DT(2025-04-21T00:00:00)]",
        explanation: "Χρόνος (πρώτης) ανάρτησης· submissionTimestamp για την τελευταία έκδοση της πράξης.",
      },
      { query: "amount:[1000 TO 5000]", explanation: "Ποσό από 1.000 έως 5.000 € (δεκαδικά με τελεία: 1500.50)." },
    ],
  },
  {
    title: "Συνδυασμοί",
    examples: [
      {
        query: '"απόφαση" AND decisionTypeUid:"Β.1.3"',
        explanation: "ΚΑΙ: και τα δύο. Χωρίς τελεστή ισχύει το ΚΑΙ.",
      },
      {
        query: '(organizationUid:"6013" OR organizationUid:"50256") AND status:"Αναρτημένη"',
        explanation: "Ή ανάμεσα σε τιμές του ίδιου πεδίου, σε παρενθέσεις.",
      },
      {
        query: "(ύδρευση OR αποχέτευση) NOT μελέτη",
        explanation: "Ή ανάμεσα σε λέξεις, και ΟΧΙ: πράξεις χωρίς τη λέξη «μελέτη».",
      },
      {
        query: 'καθαρισμός OR organizationUid:"6013"',
        explanation: "Ή ανάμεσα σε λέξη και πεδίο: πράξεις με τη λέξη ή του φορέα.",
      },
      {
        query: 'NOT status:"Ανακληθείσα"',
        explanation: "ΟΧΙ ενός πεδίου: όλες οι πράξεις εκτός από τις ανακληθείσες.",
      },
    ],
  },
];

/** The link that runs an example. */
export function exampleHref(example: SearchExample): string {
  return searchPath({ text: example.query, fq: example.fq ?? [] });
}
