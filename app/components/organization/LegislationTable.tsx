/**
 * The organisation form's legislation table (SPEC §2): a page of the body's legal acts with the
 * page-length choice 5, 15, 20, «Όλες» and page links (LegislationPaging, as on /f/{latinName}), a remove link per row (its
 * confirmation page, or with JavaScript the same in a dialog) and the form that adds a row (a POST
 * form). Everything works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { DialogLink } from "#app/components/dialog/DialogLink";
import { CsrfField } from "#app/components/form/CsrfField";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { LegislationRemoval, type LegislationRemovalData } from "#app/components/organization/LegislationRemoval";
import { LegislationPaging } from "#app/components/organization/LegislationPaging";
import {
  LEGISLATION_FIELD_ORDER,
  LEGISLATION_FIELDS,
  LEGISLATION_INTENT,
  type LegislationErrors,
  type LegislationFieldName,
  type LegislationPage,
  type LegislationValues,
} from "#app/organizations/legislation-form";
import { paths } from "#app/paths";
import { formatDate } from "#shared/dates";

/** Ids of the add form's controls (the error summary links to them). */
export const legislationFieldId = (name: LegislationFieldName) => `legislation-${name}`;

export interface LegislationTableProps {
  orgUid: string;
  table: LegislationPage;
  values: LegislationValues;
  errors: LegislationErrors;
}

export function LegislationTable({ orgUid, table, values, errors }: LegislationTableProps) {
  const pageHref = (page: number) =>
    `${paths.editOrganization(orgUid, { legislationLength: table.length, legislationPage: page })}#legislation`;
  return (
    <section id="legislation" aria-labelledby="legislation-heading">
      <h2 className="govgr-heading-l" id="legislation-heading">
        Νομοθεσία
      </h2>
      <p className="govgr-hint">Οι νόμοι, τα διατάγματα και οι αποφάσεις που ιδρύουν ή διέπουν τον φορέα.</p>
      {table.total === 0 ? (
        <p>Ο φορέας δεν έχει καταχωρισμένη νομοθεσία.</p>
      ) : (
        <LegislationPaging table={table} action={paths.editOrganization(orgUid)} pageHref={pageHref}>
          {(shown) => (
            <table className="govgr-table">
              <caption className="govgr-body">{shown}</caption>
              <thead>
                <tr>
                  <th scope="col">{LEGISLATION_FIELDS.title.label}</th>
                  <th scope="col">{LEGISLATION_FIELDS.reference.label}</th>
                  <th scope="col">{LEGISLATION_FIELDS.actDate.label}</th>
                  <th scope="col">
                    <span className="govgr-visually-hidden">Ενέργειες</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.id}>
                    <td>{row.url ? <a href={row.url}>{row.title}</a> : row.title}</td>
                    <td>{row.reference}</td>
                    <td>{row.actDate ? formatDate(row.actDate) : ""}</td>
                    <td>
                      <DialogLink<LegislationRemovalData>
                        href={paths.removeLegislation(orgUid, row.id, {
                          legislationLength: table.length,
                          legislationPage: table.page,
                        })}
                        label={
                          <>
                            Αφαίρεση<span className="govgr-visually-hidden"> της νομοθεσίας {row.title}</span>
                          </>
                        }
                      >
                        {(data, dialog) => <LegislationRemoval data={data} dialog={dialog} />}
                      </DialogLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </LegislationPaging>
      )}
      <h3 className="govgr-heading-m">Προσθήκη νομοθεσίας</h3>
      {/* Keyed by the row count, so a form that has just added a row is drawn empty again. */}
      <Form method="post" noValidate key={table.total}>
        <CsrfField />
        <input type="hidden" name="intent" value={LEGISLATION_INTENT.add} />
        {LEGISLATION_FIELD_ORDER.map((name) => (
          <FormGroup
            key={name}
            id={legislationFieldId(name)}
            label={LEGISLATION_FIELDS[name].label}
            hint={LEGISLATION_FIELDS[name].hint}
            errors={errors[name]}
            required={name === "title" || name === "reference"}
            controlClass={name === "title" || name === "url" ? "govgr-field--wide" : undefined}
          >
            {(control) => <input {...control} name={name} type="text" defaultValue={values[name]} />}
          </FormGroup>
        ))}
        <SubmitButton>Προσθήκη νομοθεσίας</SubmitButton>
      </Form>
    </section>
  );
}
