import { describe, expect, it } from "vitest";
import { partyAfms } from "./party-afms";

describe("partyAfms", () => {
  it("finds every party's AFM at any depth, once each", () => {
    const values = {
      org: { afm: "090000045", afmType: "EL", name: "ΔΗΜΟΣ" },
      sponsor: [
        { sponsorAFMName: { afm: " 996887930 ", name: "Α" }, expenseAmount: { amount: 10 } },
        { sponsorAFMName: { afm: "090000045", name: "Β" } },
        { sponsorAFMName: { afm: "", noVATOrg: "X" } },
      ],
      subjectNote: "afm 123",
    };
    expect(partyAfms(values)).toEqual(["090000045", "996887930"]);
  });

  it("is empty without extra fields or AFMs", () => {
    expect(partyAfms({})).toEqual([]);
    expect(partyAfms(null)).toEqual([]);
    expect(partyAfms({ amount: { amount: 5 } })).toEqual([]);
  });
});
