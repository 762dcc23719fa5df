/**
 * How each decision type is made up: its share of the synthetic decisions, its subject, its
 * extraFieldValues (shaped exactly as db/seed/field-definitions.ts describes, with every required
 * field filled). Parts and builders: ./recipe-kit.ts.
 *
 * The mix follows a real 11-body municipal corpus (reference/diavgeia.md §3.1): Β.2.2 40%,
 * 2.4.7.1 20%, Β.1.3 20%, Δ.1 10%, the other 31 types sharing the last 10%.
 */
import { FIXED } from "../reference/dictionaries";
import {
  assignmentType,
  fek,
  finance,
  ifAda,
  money,
  month,
  pickItem,
  procurement,
  related,
  simple,
  sponsorRow,
  withAmount,
  yearsLater,
  type Recipe,
} from "./recipe-kit";
import { amountBetween, kaeCode } from "./vocabulary";

export type { Made, Recipe, RecipeContext } from "./recipe-kit";

// ---------------------------------------------------------------- the main four

const PAYROLL = 0.1;

const B22: Recipe = {
  weight: 40,
  make(ctx) {
    const { random } = ctx;
    if (random.chance(PAYROLL)) {
      const amount = amountBetween(random, 20_000, 2_500_000);
      const m = month(ctx);
      return {
        subject: random.chance(0.7)
          ? `Πληρωμή μισθοδοσίας μηνός ${m} ${ctx.year}`
          : `Απόδοση κρατήσεων μισθοδοσίας μηνός ${m} ${ctx.year}`,
        values: { org: ctx.orgPerson, skipVatReason: "SKIP_VAT_REASON_1", documentType: "ΠΡΑΞΗ" },
        amount,
        financialYear: ctx.year,
        thematic: ["24", "44"],
      };
    }
    const item = pickItem(ctx);
    const amount = amountBetween(random, item.min, item.max);
    const person = ctx.contractor();
    const ada = ctx.earlierAda("Β.1.3") ?? ctx.earlierAda("Β.2.1");
    const subject = random.pick([
      `Οριστικοποίηση πληρωμής για ${procurement(item)}`,
      `Πληρωμή δαπάνης για ${procurement(item)}`,
      `Εξόφληση τιμολογίου για ${procurement(item)}`,
      `Πληρωμή της ${person.name} για ${procurement(item)}`,
    ]);
    return {
      subject,
      values: {
        org: ctx.orgPerson,
        sponsor: [
          {
            sponsorAFMName: person,
            expenseAmount: money(amount),
            cpv: item.cpv,
            kae: kaeCode(random, item, ctx.municipal),
          },
        ],
        ...(ada ? { relatedEkgrisiDapanis: ada } : {}),
        documentType: "ΠΡΑΞΗ",
      },
      amount,
      financialYear: ctx.year,
      thematic: finance(item),
    };
  },
};

const B13: Recipe = {
  weight: 20,
  make(ctx) {
    const { random } = ctx;
    const item = pickItem(ctx);
    const amount = amountBetween(random, item.min, item.max);
    const kae = kaeCode(random, item, ctx.municipal);
    const subject = random.pick([
      `Ανάληψη υποχρέωσης για ${procurement(item)}`,
      `Ανάληψη υποχρέωσης και διάθεση πίστωσης για ${procurement(item)}`,
      `Δέσμευση πίστωσης για ${procurement(item)}`,
      `Ανάληψη υποχρέωσης για ${procurement(item)} (Κ.Α. ${kae})`,
    ]);
    const credit = Math.round(amount * (1 + random.next() * 4) * 100) / 100;
    return {
      subject,
      values: {
        financialYear: ctx.year,
        budgettype: random.chance(0.85) ? FIXED.BUDGET_TYPE[0] : random.pick(FIXED.BUDGET_TYPE),
        entryNumber: random.chance(0.7) ? String(random.between(1, 99_999)) : `Α/${random.between(1, 2_999)}`,
        partialead: false,
        recalledExpenseDecision: false,
        amountWithVAT: money(amount),
        amountWithKae: [
          {
            sponsorAFMName: ctx.contractor(),
            kae,
            amountWithVAT: amount,
            kaeCreditRemainder: Math.round((credit - amount) * 100) / 100,
            kaeBudgetRemainder: credit,
          },
        ],
        ...related(ctx, "Β.1.3"),
        documentType: "ΠΡΑΞΗ",
      },
      amount,
      financialYear: ctx.year,
      thematic: finance(item),
    };
  },
};

const D1: Recipe = {
  weight: 10,
  make(ctx) {
    const { random } = ctx;
    const item = pickItem(ctx);
    const amount = amountBetween(random, item.min, Math.min(item.max, 60_000));
    const person = ctx.contractor();
    const subject = random.pick([
      `Απευθείας ανάθεση για ${procurement(item)}`,
      `Ανάθεση σύμβασης για ${procurement(item)}`,
      `Απόφαση ανάθεσης για ${procurement(item)} στην ${person.name}`,
    ]);
    const ada = ctx.earlierAda("Β.1.3");
    return {
      subject,
      values: {
        person: [person],
        awardAmount: money(amount),
        assignmentType: assignmentType(item),
        cpv: [item.cpv],
        ...(ada ? { textRelatedADA: ada } : {}),
        documentType: "ΠΡΑΞΗ",
      },
      amount,
      financialYear: ctx.year,
      thematic: ["20", item.thk],
    };
  },
};

const OTHER_ACTS = [
  "Χορήγηση κανονικής άδειας σε υπάλληλο",
  "Έγκριση μετακίνησης υπαλλήλου εκτός έδρας",
  "Χορήγηση άδειας λειτουργίας καταστήματος υγειονομικού ενδιαφέροντος",
  "Παραχώρηση χρήσης κοινόχρηστου χώρου σε κατάστημα",
  "Ανάθεση αρμοδιοτήτων και μεταβίβαση δικαιώματος υπογραφής",
  "Έγκριση συμμετοχής υπαλλήλων σε επιμορφωτικό πρόγραμμα",
  "Διαγραφή οφειλών από βεβαιωτικούς καταλόγους",
  "Επιστροφή αχρεωστήτως καταβληθέντων ποσών",
  "Ορισμός υπαλλήλου ως υπεύθυνου επικοινωνίας",
  "Έγκριση πρακτικού επιτροπής αξιολόγησης",
  "Χορήγηση άδειας μουσικής σε κατάστημα",
  "Βεβαίωση μόνιμης κατοικίας",
];

const A2471: Recipe = {
  weight: 20,
  make(ctx) {
    const { random } = ctx;
    let subject = random.pick(OTHER_ACTS);
    if (random.chance(0.3))
      subject = `Έγκριση υπερωριακής απασχόλησης προσωπικού για το ${random.chance(0.5) ? "Α΄" : "Β΄"} εξάμηνο ${ctx.year}`;
    return {
      subject,
      values: {
        ...(random.chance(0.3) ? { kanonistikiPraxiPublishMedium: FIXED.PUBLISH_MEDIUM[1] } : {}),
        ...related(ctx, "2.4.7.1"),
        documentType: "ΠΡΑΞΗ",
      },
      amount: null,
      financialYear: null,
      thematic: [random.pick(["10004", "44", "28"])],
    };
  },
};

function development(weight: number, subject: string): Recipe {
  return withAmount(
    weight,
    [100_000, 20_000_000],
    (ctx) => `${subject} της ${ctx.contractor().name}`,
    ["40", "64"],
    (ctx, amount) => ({
      investor: ctx.contractor(),
      investAmount: amount,
      developmentLaw: "ν. 4887/2022",
    }),
  );
}

export const RECIPES: Record<string, Recipe> = {
  "Β.2.2": B22,
  "Β.1.3": B13,
  "2.4.7.1": A2471,
  "Δ.1": D1,

  "Α.2": simple(
    2,
    [
      "Κανονισμός λειτουργίας δημοτικών παιδικών σταθμών",
      "Κανονισμός καθαριότητας και ανακύκλωσης",
      "Καθορισμός τελών και δικαιωμάτων για το έτος {next}",
      "Κανονισμός χρήσης αθλητικών εγκαταστάσεων",
    ],
    ["12", "10004"],
    (ctx) => ({
      kanonistikipraxitype: "KPT_APOFASI_OTA",
      kanonistikipraxiaa: String(ctx.random.between(1, 500)),
      fek: fek(ctx),
    }),
  ),
  "Β.2.1": withAmount(
    1.5,
    [300, 80_000],
    (ctx, item) =>
      ctx.random.pick([
        `Έγκριση δαπάνης για ${procurement(item)}`,
        `Έγκριση δαπάνης και διάθεση πίστωσης για ${procurement(item)}`,
      ]),
    ["24", "20"],
    (ctx, amount, item) => ({
      org: ctx.orgPerson,
      sponsor: [sponsorRow(ctx, amount, item)],
      ...ifAda("relatedAnalipsiYpoxreosis", ctx.earlierAda("Β.1.3")),
    }),
  ),
  "Γ.2": simple(
    1.2,
    [
      "Συγκρότηση επιτροπής παραλαβής προμηθειών και υπηρεσιών έτους {year}",
      "Ορισμός μελών επιτροπής διενέργειας διαγωνισμών έτους {year}",
      "Ανασυγκρότηση διοικητικού συμβουλίου",
      "Συγκρότηση ομάδας εργασίας για την ψηφιακή αναβάθμιση των υπηρεσιών",
    ],
    ["10004"],
    (ctx) => ({
      eidosPraxisSyllogikou: ctx.random.pick(FIXED.SYLLOGIKO_PRAXI_TYPE),
      typeOfSullogiko: ctx.random.pick(FIXED.SYLLOGIKO_TYPE),
    }),
  ),
  "Β.3": simple(
    1,
    ["Έγκριση απολογισμού οικονομικού έτους {prev}", "Έγκριση ισολογισμού και αποτελεσμάτων χρήσης {prev}"],
    ["24"],
    (ctx) => ({
      accountType: ctx.random.pick(FIXED.ACCOUNT_TYPE),
      financialYear: ctx.year - 1,
      isAccountApprovalForOtherOrg: false,
    }),
  ),
  "Γ.3.5": simple(
    0.5,
    [
      "Μετάταξη υπαλλήλου",
      "Απόσπαση υπαλλήλου",
      "Βαθμολογική προαγωγή υπαλλήλων",
      "Λύση υπαλληλικής σχέσης λόγω συνταξιοδότησης",
    ],
    ["44", "10004"],
    (ctx) => ({ eidosYpMetavolis: ctx.random.pick(FIXED.YP_METAVOLI_TYPE) }),
  ),
  "Γ.3.4": withAmount(
    0.5,
    [3_000, 120_000],
    () => "Σύναψη συμβάσεων εργασίας ιδιωτικού δικαίου ορισμένου χρόνου",
    ["44"],
    (ctx, amount) => ({
      contractType: FIXED.CONTRACT_TYPE[0],
      numberOfPeople: ctx.random.between(1, 20),
      person: [ctx.contractor()],
      contractAmount: money(amount),
      duration: `${ctx.random.between(2, 12)} μήνες`,
    }),
  ),
  "Δ.2.1": withAmount(
    0.5,
    [30_000, 2_000_000],
    (_ctx, item) => `Περίληψη διακήρυξης ανοικτού ηλεκτρονικού διαγωνισμού για ${procurement(item)}`,
    ["20", "40"],
    (ctx, amount, item) => ({
      cpv: [item.cpv],
      contestProgressType: FIXED.CONTEST_PROGRESS_TYPE[0],
      manifestSelectionCriterion: ctx.random.pick(FIXED.SELECTION_CRITERION),
      manifestContractType: assignmentType(item),
      estimatedAmount: money(amount),
    }),
  ),
  "Δ.2.2": withAmount(
    0.5,
    [20_000, 1_500_000],
    (_ctx, item) => `Κατακύρωση αποτελέσματος διαγωνισμού για ${procurement(item)}`,
    ["20", "40"],
    (ctx, amount) => ({
      person: [ctx.contractor()],
      awardAmount: money(amount),
      ...ifAda("textRelatedADA", ctx.earlierAda("Δ.2.1")),
    }),
  ),
  "Γ.3.3": simple(
    0.4,
    [
      "Διορισμός υπαλλήλων κατηγορίας ΠΕ",
      "Διορισμός επιτυχόντων της προκήρυξης 3Κ/{prev}",
      "Διορισμός υπαλλήλου σε θέση κατηγορίας ΔΕ",
    ],
    ["44", "10004"],
    (ctx) => ({
      numberOfPeople: ctx.random.between(1, 40),
      employerOrg: ctx.orgUid,
      fek: fek(ctx),
    }),
  ),
  "Γ.3.1": simple(
    0.3,
    ["Προκήρυξη πλήρωσης θέσεων εποχικού προσωπικού", "Ανακοίνωση πρόσληψης προσωπικού με σύμβαση ορισμένου χρόνου"],
    ["44"],
    (ctx) => ({
      vacancyOpeningType: FIXED.VACANCY_TYPE[1],
      numberOfPeople: ctx.random.between(1, 30),
    }),
  ),
  "Β.4": withAmount(
    0.3,
    [100, 50_000],
    (ctx) =>
      ctx.random.pick([
        "Αποδοχή δωρεάς ιατρικού εξοπλισμού",
        "Επιχορήγηση πολιτιστικού συλλόγου για το έτος {year}",
        "Αποδοχή δωρεάς ηλεκτρονικών υπολογιστών",
      ]),
    ["28", "24"],
    (ctx, amount) => ({
      donationType: ctx.random.pick(FIXED.DONATION_TYPE),
      amountWithVAT: money(amount),
      donationGiver: ctx.contractor(),
      donationReceiver: [ctx.orgPerson],
    }),
  ),
  "Γ.3.2": simple(0.2, ["Πίνακες κατάταξης, επιτυχόντων και απορριπτέων της ανακοίνωσης ΣΟΧ {year}"], ["44"], (ctx) =>
    ifAda("textRelatedADA", ctx.earlierAda("Γ.3.1")),
  ),
  "Β.6": withAmount(
    0.2,
    [20_000, 3_000_000],
    (_ctx, item) => `Έγκριση προγραμματικής σύμβασης για ${procurement(item)}`,
    ["24", "10004"],
    (ctx, amount) => ({
      financialYear: ctx.year,
      investAmount: amount,
      signDate: ctx.issueDate,
      signExpireDate: yearsLater(ctx.issueDate, ctx.random.between(1, 4)),
      contributing_parts: [{ ministryId: ctx.otherOrgUid() }],
      fek: fek(ctx),
    }),
  ),
  "Β.5": simple(
    0.2,
    [
      "Παραχώρηση χρήσης αίθουσας σε πολιτιστικό σύλλογο",
      "Παραχώρηση χρήσης αθλητικών εγκαταστάσεων σε αθλητικό σωματείο",
    ],
    ["28"],
    (ctx) => ({
      grantor: ctx.orgPerson,
      grantee: [ctx.contractor()],
      antikeimeno: "Χρήση χώρου για πολιτιστικές και αθλητικές δραστηριότητες",
    }),
  ),
  "Β.1.1": withAmount(
    0.2,
    [500_000, 900_000_000],
    () => "Έγκριση προϋπολογισμού οικονομικού έτους {year}",
    ["24"],
    (ctx) => ({
      financialYear: ctx.year,
      budgettype: FIXED.BUDGET_TYPE[0],
      budgetkind: FIXED.BUDGET_KIND[0],
      isBudgetApprovalForOrg: false,
    }),
  ),
  "Β.1.2": withAmount(
    0.1,
    [1_000, 200_000],
    (_ctx, item) => `Έκδοση επιτροπικού εντάλματος για ${procurement(item)}`,
    ["24"],
    (ctx, amount, item) => ({
      financialYear: ctx.year,
      budgettype: FIXED.BUDGET_TYPE[0],
      amountWithVATAndKae: { kae: kaeCode(ctx.random, item, false), amountWithVAT: money(amount) },
    }),
  ),
  "100": simple(
    0.1,
    ["Ορισμός Γενικού Γραμματέα", "Ορισμός Αντιδημάρχων και ανάθεση αρμοδιοτήτων", "Ορισμός Συντονιστή"],
    ["10004", "04"],
    (ctx) => ({
      eidosPraxis: FIXED.MONOMELES_PRAXI_TYPE[0],
      position: "Αντιδήμαρχος",
      employerOrg: ctx.orgUid,
    }),
  ),
  "2.4.6.1": simple(
    0.1,
    [
      "Τροποποίηση του ρυμοτομικού σχεδίου στο Ο.Τ. 124",
      "Έγκριση πολεοδομικής μελέτης επέκτασης οικισμού",
      "Καθορισμός χρήσεων γης",
    ],
    ["72", "52"],
    (ctx) => ({
      xorotaxikipraxitype: ctx.random.pick(["XPT_RYMOTOMIKO", "XPT_POLEODOMIKI_MELETI", "XPT_XRISEIS_GIS"]),
      co_competent: [{ ministryId: ctx.otherOrgUid() }],
    }),
  ),
  "Α.3": simple(
    0.1,
    [
      "Εγκύκλιος για την εφαρμογή των διατάξεων του ν. 4412/2016",
      "Οδηγίες για την κατάρτιση του προϋπολογισμού έτους {next}",
    ],
    ["12"],
    (ctx) => ({ onomaEgkykliou: String(ctx.random.between(1, 99)) }),
  ),
  "Γ.3.6": simple(0.05, ["Απαλλαγή υπαλλήλου από πειθαρχικές κατηγορίες"], ["12"], () => ({
    disciplinaryBoard: "Υπηρεσιακό Συμβούλιο",
  })),
  "Α.4": simple(0.05, ["Γνωμοδότηση σχετικά με την ερμηνεία διατάξεων"], ["12"], () => ({
    gnomodotisiEidosForea: FIXED.GNOMODOTISI_FOREAS[0],
  })),
  "Ζ.1": simple(0.05, ["Πρότυπο έντυπο αίτησης πολιτών", "Υπόδειγμα υπεύθυνης δήλωσης"], ["10004"], () => ({
    publicDocType: "PDT_ENTYPO",
  })),
  "Ε.1": development(0.03, "Υπαγωγή επενδυτικού σχεδίου στις διατάξεις του αναπτυξιακού νόμου"),
  "Ε.2": development(0.02, "Σύμβαση για την υλοποίηση επενδυτικού σχεδίου"),
  "Ε.3": development(0.02, "Έναρξη παραγωγικής λειτουργίας επένδυσης"),
  "Ε.4": development(0.02, "Τροποποίηση απόφασης υπαγωγής επενδυτικού σχεδίου"),
  "Α.5": simple(0.02, ["Πρακτικό της Ολομέλειας"], ["12"], (ctx) => ({
    arPraktikou: String(ctx.random.between(1, 400)),
  })),
  "Α.6": simple(0.01, ["Έκθεση αποτίμησης της υφιστάμενης νομοθεσίας για το έτος {prev}"], ["12"], (ctx) => ({
    reportYear: ctx.year - 1,
  })),
  "Α.7": simple(0.01, ["Έκθεση της Κεντρικής Επιτροπής Κωδικοποίησης για το έτος {prev}"], ["12"], (ctx) => ({
    reportYear: ctx.year - 1,
  })),
  "Α.1.1": simple(0.01, ["Κύρωση σύμβασης δανειοδότησης"], ["12", "04"], (ctx) => ({
    lawaa: String(ctx.random.between(4000, 5300)),
    fek: fek(ctx),
  })),
  "Α.1.2": simple(
    0.01,
    ["Πράξη νομοθετικού περιεχομένου για την αντιμετώπιση έκτακτων αναγκών"],
    ["12", "04"],
    (ctx) => ({
      lawpraxiaa: String(ctx.random.between(1, 30)),
      fek: fek(ctx),
    }),
  ),
};
