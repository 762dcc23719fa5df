/**
 * Step 1 of a new decision: a GET form choosing the decision type (grouped by the eight groups)
 * and, for users of several organisations, the organisation. It leads to
 * /decision/new?type=…&org=…, so it works without JavaScript and the choice can be bookmarked.
 */
import { Form } from "@remix-run/react";
import { DynamicField } from "#app/fields/DynamicField";
import type { Option } from "#app/fields/options.rule";
import { ErrorSummary } from "./ErrorSummary";
import { fieldId } from "./ids";

interface Props {
  title: string;
  organizations: Option[];
  decisionTypes: Option[];
  chosen: { type: string | null; org: string | null };
  problem: string | null;
}

export function DecisionTypeStep({ title, organizations, decisionTypes, chosen, problem }: Props) {
  const typeId = fieldId("type");
  const orgId = fieldId("org");
  const problemField = problem && chosen.org && !organizations.some((o) => o.value === chosen.org) ? "org" : "type";
  const errorsFor = (name: string) => (problem && name === problemField ? [problem] : undefined);
  return (
    <>
      <h1 className="govgr-heading-xl">{title}</h1>
      <ErrorSummary errors={problem ? [{ fieldId: problemField === "org" ? orgId : typeId, message: problem }] : []} />
      <Form method="get" action="/decision/new" noValidate>
        {organizations.length > 1 ? (
          <DynamicField
            def={{ uid: "org", fieldPath: "org", widget: "COMBOBOX_SIMPLE", label: "Φορέας", required: true }}
            name="org"
            id={orgId}
            value={chosen.org ?? ""}
            errors={errorsFor("org")}
            options={organizations}
          />
        ) : (
          <input type="hidden" name="org" value={organizations[0]?.value ?? ""} />
        )}
        <DynamicField
          def={{
            uid: "type",
            fieldPath: "type",
            widget: "COMBOBOX_SIMPLE_GROUPED",
            label: "Είδος πράξης",
            required: true,
            help: "Τα είδη είναι ομαδοποιημένα ανά κατηγορία πράξεων.",
          }}
          name="type"
          id={typeId}
          value={chosen.type ?? ""}
          errors={errorsFor("type")}
          options={decisionTypes}
        />
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Συνέχεια
        </button>
      </Form>
    </>
  );
}
