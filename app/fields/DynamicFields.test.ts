import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildFieldTree } from "./field-tree";
import { DynamicFields, type FormSnapshot } from "./DynamicFields";
import { seededDefs } from "./testing-seed-defs";

const render = (type: string, form: FormSnapshot) =>
  renderToStaticMarkup(
    createElement(DynamicFields, {
      nodes: buildFieldTree(seededDefs(type)),
      prefix: "extraFieldValues",
      options: { budgettype: [{ value: "T", label: "Τακτικός Προϋπολογισμός" }] },
      form,
    }),
  );

describe("DynamicFields (Β.1.3 as seeded)", () => {
  it("starts a required table with one row and no remove button, an optional one with none", () => {
    const html = render("Β.1.3", { values: null, errors: {} });
    expect(html).toContain('name="extraFieldValues.amountWithKae[0].kae"');
    expect(html).not.toContain("Αφαίρεση γραμμής");
    expect(html).not.toContain("relatedDecisions[0]");
    expect(html).toContain(
      'value="{&quot;type&quot;:&quot;insert&quot;,&quot;payload&quot;:{&quot;name&quot;:&quot;extraFieldValues.relatedDecisions&quot;}}"',
    );
    // Defaults of hidden fields are carried.
    expect(html).toContain(
      '<input type="hidden" id="f-extraFieldValues-amountWithVAT-currency" name="extraFieldValues.amountWithVAT.currency" value="EUR"/>',
    );
    expect(html).toContain('name="extraFieldValues.documentType" value="ΠΡΑΞΗ"');
  });

  it("shows submitted rows with remove buttons once there are more than the minimum", () => {
    const values = { extraFieldValues: { amountWithKae: [{ kae: "02.6117" }, { kae: "02.6118" }] } };
    const html = render("Β.1.3", { values, errors: {} });
    expect(html).toContain('name="extraFieldValues.amountWithKae[1].kae"');
    expect(html).toContain('value="02.6118"');
    expect(html).toContain("Αφαίρεση γραμμής 1");
    expect(html).toContain("Αφαίρεση γραμμής 2");
    expect(html).toContain(
      "&quot;type&quot;:&quot;remove&quot;,&quot;payload&quot;:{&quot;name&quot;:&quot;extraFieldValues.amountWithKae&quot;,&quot;index&quot;:1}",
    );
  });

  it("puts each error beside its field, inside rows too", () => {
    const html = render("Β.1.3", {
      values: { extraFieldValues: { amountWithKae: [{ kae: "" }] } },
      errors: { "extraFieldValues.amountWithKae[0].kae": ["Το πεδίο είναι υποχρεωτικό."] },
    });
    expect(html).toContain('id="f-extraFieldValues-amountWithKae-0--kae-error"');
    expect(html).toContain('aria-describedby="f-extraFieldValues-amountWithKae-0--kae-error"');
  });

  it("explains conditional fields, which stay on screen without JavaScript", () => {
    const html = render("Β.1.3", { values: null, errors: {} });
    expect(html).toContain("Συμπληρώνεται μόνο αν έχει επιλεγεί το «Μερική ανάληψη υποχρέωσης».");
  });

  it("renders an AFM as number and name inputs under one legend", () => {
    const html = render("Β.1.3", {
      values: { extraFieldValues: { amountWithKae: [{ sponsorAFMName: { afm: "800189144", name: "Α" } }] } },
      errors: {},
    });
    expect(html).toContain('name="extraFieldValues.amountWithKae[0].sponsorAFMName.afm"');
    expect(html).toContain('value="800189144"');
    expect(html).toContain('name="extraFieldValues.amountWithKae[0].sponsorAFMName.name"');
  });
});
