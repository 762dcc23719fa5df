/**
 * /validationService (SPEC §2): the VAT number (ΑΦΜ) check, which is also the AFM entry dialog as
 * a page without script. A GET form (nothing changes): type, member state, number and the name as
 * typed; the answer is SPEC §5's: valid with the registered name, «Μη έγκυρος ΑΦΜ», or «Αδυναμία
 * ελέγχου εγκυρότητας» (a warning: the decision can still be saved). With script the same form
 * is answered in place by Remix's navigation.
 */
import { OptionList } from "#app/fields/option-list";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { input, parseQuery } from "#app/http/input.server";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { vatServicePage } from "#app/vat/vat-page.server";

const TITLE = "Έλεγχος ΑΦΜ";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({
  afm: input.optionalText(40),
  afmType: input.optionalText(10),
  countryCode: input.optionalText(4),
  name: input.optionalText(300),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return vatServicePage(parseQuery(QUERY, request));
}

export default function ValidationService() {
  const { types, countries, request, result, problem } = useLoaderData<typeof loader>();
  const afmErrors = result?.status === "invalid" ? [result.message] : [];
  const summary = [
    ...(problem ? [{ fieldId: problem.field, message: problem.message }] : []),
    ...afmErrors.map((message) => ({ fieldId: "afm", message })),
  ];
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={summary} />
      <p>Ελληνικοί ΑΦΜ ελέγχονται στο μητρώο της ΑΑΔΕ και ΑΦΜ κρατών-μελών στο VIES. Οι άλλοι τύποι δεν ελέγχονται.</p>
      <Form method="get" action={paths.validationService()} noValidate>
        <FormGroup id="afmType" label="Τύπος ΑΦΜ" errors={problem?.field === "afmType" ? [problem.message] : []}>
          {(control) => (
            <select {...control} name="afmType" defaultValue={request.afmType}>
              <OptionList options={types} />
            </select>
          )}
        </FormGroup>
        <FormGroup
          id="countryCode"
          label="Κράτος-μέλος"
          hint="Για ΑΦΜ κράτους-μέλους της ΕΕ."
          errors={problem?.field === "countryCode" ? [problem.message] : []}
        >
          {(control) => (
            <select {...control} name="countryCode" defaultValue={request.countryCode}>
              {countries.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.value} {c.label}
                </option>
              ))}
            </select>
          )}
        </FormGroup>
        <FormGroup id="afm" label="ΑΦΜ" hint="Π.χ. 800189144" errors={afmErrors} required>
          {(control) => (
            <input
              {...control}
              name="afm"
              type="text"
              autoComplete="off"
              spellCheck={false}
              defaultValue={request.afm}
              required
            />
          )}
        </FormGroup>
        <FormGroup id="name" label="Επωνυμία" hint="Χρειάζεται όταν η υπηρεσία δεν επιστρέφει επωνυμία.">
          {(control) => <input {...control} name="name" type="text" autoComplete="off" defaultValue={request.name} />}
        </FormGroup>
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Έλεγχος
        </button>
      </Form>
      {result ? <VatResult result={result} /> : null}
    </div>
  );
}

function VatResult({ result }: { result: Awaited<ReturnType<typeof vatServicePage>>["result"] & object }) {
  if (result.status === "valid") {
    return (
      <section aria-labelledby="vat-result" className="govgr-panel" role="status">
        <h2 id="vat-result" className="govgr-heading-m">
          {result.checkedBy === "none" ? TEXT.vatNotChecked : TEXT.vatValid}
        </h2>
        <dl>
          <dt>Επωνυμία</dt>
          <dd>{result.name ?? "—"}</dd>
        </dl>
        {result.enterName && result.checkedBy !== "none" ? <p>{TEXT.vatEnterName}</p> : null}
      </section>
    );
  }
  if (result.status === "unavailable") {
    return (
      <section aria-labelledby="vat-result" className="govgr-warning-text" role="status">
        <h2 id="vat-result" className="govgr-heading-m">
          {MSG.afmServiceFailure}
        </h2>
        <p>{TEXT.vatUnavailableWarning}</p>
      </section>
    );
  }
  return null;
}
