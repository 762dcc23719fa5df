import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DynamicField } from "./DynamicField";
import type { FieldDef, WidgetProps } from "./types";
import { kindOf } from "./widget-kind";

const def = (over: Partial<FieldDef> = {}): FieldDef => ({
  uid: "financialYear",
  fieldPath: "financialYear",
  widget: "YEAR",
  label: "Οικονομικό Έτος",
  required: false,
  ...over,
});

const render = (props: Partial<WidgetProps> & { def: FieldDef }) =>
  renderToStaticMarkup(
    createElement(DynamicField, { name: `extraFieldValues.${props.def.fieldPath}`, id: "f-x", ...props }),
  );

describe("DynamicField", () => {
  it("marks required fields with an asterisk and accessible text", () => {
    const html = render({ def: def({ required: true }) });
    expect(html).toContain('<span aria-hidden="true" class="form-required"> *</span>');
    expect(html).toContain('<span class="govgr-visually-hidden"> (υποχρεωτικό)</span>');
    expect(render({ def: def() })).not.toContain("υποχρεωτικό");
  });

  it("ties hint and error to the control, with a hidden «Σφάλμα:» before the error", () => {
    const html = render({ def: def({ widget: "AMOUNT", label: "Ποσό" }), errors: ["Μη έγκυρο ποσό"], value: "12x" });
    expect(html).toContain('aria-describedby="f-x-hint f-x-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(
      /<p class="govgr-error-message" id="f-x-error"><span class="govgr-visually-hidden">Σφάλμα:<\/span> Μη έγκυρο ποσό<\/p>/,
    );
    expect(html).toContain('value="12x"');
    expect(html).toContain('<label class="govgr-label" for="f-x">Ποσό</label>');
  });

  it("shows COMBOBOX_SIMPLE as a native select with the dictionary's options, keeping the choice", () => {
    const html = render({
      def: def({ widget: "COMBOBOX_SIMPLE", label: "Λόγος" }),
      options: [
        { value: "A", label: "Άλφα" },
        { value: "B", label: "Βήτα" },
      ],
      value: "B",
    });
    expect(html).toMatch(/<select[^>]*name="extraFieldValues.financialYear"/);
    expect(html).toContain('<option value="B" selected="">Βήτα</option>');
    expect(html).toContain('<option value="">— Επιλέξτε —</option>');
  });

  it("groups options under optgroups", () => {
    const html = render({
      def: def({ widget: "COMBOBOX_SIMPLE_GROUPED" }),
      options: [
        { value: "1", label: "Ένα", group: "Ομάδα Α" },
        { value: "2", label: "Δύο", group: "Ομάδα Β" },
      ],
    });
    expect(html).toContain('<optgroup label="Ομάδα Α"><option value="1">Ένα</option></optgroup>');
  });

  it("shows multiple pickers as select multiple with every chosen value selected", () => {
    const html = render({
      def: def({ widget: "SIGNER_MULTIPLE", label: "Υπογράφοντες" }),
      options: [
        { value: "1", label: "Α" },
        { value: "2", label: "Β" },
        { value: "3", label: "Γ" },
      ],
      value: ["1", "3"],
    });
    expect(html).toMatch(/<select[^>]* multiple=""/);
    expect(html).toContain('<option value="1" selected="">');
    expect(html).toContain('<option value="3" selected="">');
    expect(html).not.toContain('<option value="2" selected="">');
  });

  it("renders a checkbox after an unticked or ticked submission", () => {
    expect(render({ def: def({ widget: "CHECKBOX", label: "Μερική ανάληψη" }), value: "on" })).toContain('checked=""');
    expect(render({ def: def({ widget: "CHECKBOX", label: "Μερική ανάληψη" }) })).not.toContain("checked");
  });

  it("writes an ISO date back as dd/mm/yyyy", () => {
    expect(render({ def: def({ widget: "DATE" }), value: "2024-03-05" })).toContain('value="05/03/2024"');
  });

  it("hides TEXT_HIDDEN and falls back to text for unknown widgets and choice widgets without options", () => {
    expect(render({ def: def({ widget: "TEXT_HIDDEN" }), value: "ΠΡΑΞΗ" })).toBe(
      '<input type="hidden" id="f-x" name="extraFieldValues.financialYear" value="ΠΡΑΞΗ"/>',
    );
    expect(kindOf({ widget: "SOMETHING_NEW" }, 0)).toBe("text");
    expect(kindOf({ widget: "COMBOBOX_AJAX_SIMPLE" }, 0)).toBe("text");
    expect(kindOf({ widget: "ORGANIZATION_ALL" }, 5000)).toBe("lookup");
    expect(kindOf({ widget: "SIGNER_MULTIPLE" }, 0)).toBe("text-list");
    expect(render({ def: def({ widget: "ORGANIZATION_SIMPLE" }) })).toMatch(/<input[^>]*type="text"/);
  });

  it("uses a textarea for long text", () => {
    expect(render({ def: def({ widget: "TEXT", maxLength: 2000 }) })).toContain("<textarea");
    expect(render({ def: def({ widget: "TEXT", maxLength: 50 }) })).toContain('type="text"');
  });
});
