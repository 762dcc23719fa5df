import { describe, expect, it } from "vitest";
import { xmlProblems, xpath } from "#tests/support/xmllint";
import { toXml } from "./xml";

const local = (path: string) => path.replace(/\/([A-Za-z]+)/g, "/*[local-name()='$1']");

describe("OpenData XML", () => {
  it("writes lists as one element per item, times as xs:dateTime, days as xs:date, and leaves nulls out", () => {
    const xml = toXml(
      {
        ada: "ΑΒΓ-1",
        issueDate: Date.UTC(2025, 3, 17),
        submissionTimestamp: Date.UTC(2025, 3, 17, 10, 53, 22, 831),
        unitIds: ["1", "2"],
        correctedVersionId: null,
        privateData: false,
      },
      { root: "decision" },
    );
    expect(xmlProblems(xml)).toBeNull();
    expect(xpath(xml, "namespace-uri(/*)")).toBe("http://diavgeia.gov.gr/schema/v2");
    expect(xpath(xml, `string(${local("/decision/issueDate")})`)).toBe("2025-04-17");
    expect(xpath(xml, `string(${local("/decision/submissionTimestamp")})`)).toBe("2025-04-17T10:53:22.831Z");
    expect(xpath(xml, `count(${local("/decision/unitIds/unitId")})`)).toBe("2");
    expect(xpath(xml, `count(${local("/decision/correctedVersionId")})`)).toBe("0");
    expect(xpath(xml, `string(${local("/decision/privateData")})`)).toBe("false");
  });

  it("types extra field values as the real XSD does, and stays well-formed whatever the text holds", () => {
    const xml = toXml(
      {
        extraFieldValues: {
          financialYear: 2025,
          amountWithVAT: { amount: 4139.16, currency: "EUR" },
          partialead: false,
          relatedDecisions: ["Α", null],
          note: 'a <b> & "c"\u0001',
        },
      },
      { root: "decision" },
    );
    expect(xmlProblems(xml)).toBeNull();
    const at = (path: string) => xpath(xml, `string(${local(path)})`);
    expect(at("/decision/extraFieldValues/int/@name")).toBe("financialYear");
    expect(xpath(xml, `string(${local("/decision/extraFieldValues/obj")}/*[@name='amount']/@value)`)).toBe("4139.16");
    expect(xpath(xml, `local-name(${local("/decision/extraFieldValues/obj")}/*[@name='amount'])`)).toBe("num");
    expect(xpath(xml, `count(${local("/decision/extraFieldValues/list")}/*)`)).toBe("2");
    expect(xpath(xml, `string(${local("/decision/extraFieldValues/str")}/@value)`)).toBe('a <b> & "c"');
  });

  it("writes elements in the real XSD's order, fields it does not name after them", () => {
    const xml = toXml(
      {
        signers: [
          {
            uid: "1",
            firstName: "Α",
            lastName: "Β",
            active: true,
            activeFrom: 0,
            activeUntil: null,
            organizationId: "6174",
            hasOrganizationSignRights: false,
            units: [{ uid: "9", positionId: "POS_1", positionLabel: "Δήμαρχος" }],
          },
        ],
      },
      { root: "signers", listKey: "signers" },
    );
    const names = (path: string) =>
      Array.from({ length: Number(xpath(xml, `count(${local(path)}/*)`)) }, (_, n) =>
        xpath(xml, `local-name(${local(path)}/*[${n + 1}])`),
      );
    expect(names("/signers/signer")).toEqual([
      ...["uid", "firstName", "lastName", "active", "organizationId", "hasOrganizationSignRights", "units"],
      "activeFrom",
    ]);
    expect(names("/signers/signer/units/unit")).toEqual(["positionId", "positionLabel", "uid"]);
  });

  it("puts the answer's list under the root and a dictionary's items in attributes", () => {
    const xml = toXml(
      { name: "FEKTYPES", items: [{ uid: "fektype_A", label: "(Α) - Τεύχος Πρώτο", parent: null }] },
      { root: "dictionaryItems", listKey: "items", rootAttributes: ["name"], attributeItems: ["items"] },
    );
    expect(xmlProblems(xml)).toBeNull();
    expect(xpath(xml, "string(/*/@name)")).toBe("FEKTYPES");
    expect(xpath(xml, `string(${local("/dictionaryItems/item")}/@label)`)).toBe("(Α) - Τεύχος Πρώτο");
    expect(xpath(xml, `count(${local("/dictionaryItems/item")}/@parent)`)).toBe("0");
  });
});
