/**
 * /administration/search (SPEC §1, §2, §7; issue 17): the search settings of each category
 * (OpenData, the /search page, its export), one form each, validated and audited, effective at
 * the next search; the index servers with their live status; and «Επαναδημιουργία ευρετηρίου»,
 * which opens its confirmation page. Works without JavaScript (POST, redirect with a message).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { formatNumber } from "#app/format";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { saveSearchAdminForm, searchAdminPage } from "#app/search-settings/admin.server";
import {
  FACET_CHOICES,
  MAX_REINDEX_BATCH,
  MAX_EXPORT_ROW_LIMIT,
  OPENDATA_SORTS,
  PAGE_SORTS,
  SEARCH_ADMIN_FORMS,
  SEARCH_CATEGORY_TITLES,
  SORT_TITLES,
  type SearchCategory,
} from "#app/search-settings/settings";
import { MAX_PAGE_SIZE } from "#search/limits";
import { pageTitle } from "#app/shell/site";
import { formatDateTime } from "#shared/dates";

const TITLE = "Ρυθμίσεις αναζήτησης";
const GUARD = { permission: "PERM_ADMIN_SYSTEM_CONFIG" } as const;
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const text = input.optionalText(20);
const FORM = z.object({
  form: z.enum(SEARCH_ADMIN_FORMS, { error: TEXT.badRequest }),
  pageSize: text,
  defaultSort: text,
  facets: z.union([text, z.array(z.string().max(40, { error: TEXT.badRequest })).max(20)]),
  rowLimit: text,
  reindexBatchSize: text,
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  return { page: await searchAdminPage() };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { form, ...fields } = parseFormWith(FORM, await readForm(request));
  const saved = saveSearchAdminForm(user, form, fields);
  if (!saved.ok) return data({ error: { fieldId: `${saved.form}-${saved.field}`, message: saved.message } }, 400);
  throw redirect(paths.adminSearch(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: saved.message }) },
  });
}

const JOB_STATES = {
  running: "Σε εξέλιξη",
  interrupted: "Διακόπηκε",
  done: "Ολοκληρώθηκε",
  failed: "Απέτυχε",
} as const;

export default function SearchAdministration() {
  const { page } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errorFor = (id: string) => (failed?.error.fieldId === id ? [failed.error.message] : undefined);
  const { settings, status, latestJob } = page;
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={failed ? [failed.error] : []} />

      <h2 className="govgr-heading-l">Διακομιστές ευρετηρίου</h2>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Μηχανή αναζήτησης</dt>
          <dd className="govgr-summary-list__value">
            {status.engine.label}
            {status.engine.url ? ` — ${status.engine.url} (συλλογή ${status.engine.collection})` : null}
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Κατάσταση</dt>
          <dd className="govgr-summary-list__value" data-testid="servers-state">
            {status.serversAreDown
              ? "Εκτός λειτουργίας: η μηχανή δεν απαντά"
              : status.known
                ? "Σε λειτουργία"
                : "Άγνωστη (θεωρείται σε λειτουργία)"}
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Έγγραφα στο ευρετήριο</dt>
          <dd className="govgr-summary-list__value" data-testid="documents-indexed">
            {status.documentsIndexed === null ? "—" : formatNumber(status.documentsIndexed)}
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Δημόσιες πράξεις του μητρώου</dt>
          <dd className="govgr-summary-list__value">
            {status.documentsInRegister === null ? "—" : formatNumber(status.documentsInRegister)}
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt className="govgr-summary-list__key">Αλλαγές σε αναμονή</dt>
          <dd className="govgr-summary-list__value">
            {status.outbox
              ? `${formatNumber(status.outbox.pending)}${
                  status.outbox.pending > 0
                    ? ` (η παλαιότερη πριν από ${formatNumber(status.outbox.oldestPendingAgeSeconds)} δευτερόλεπτα)`
                    : ""
                }`
              : "—"}
          </dd>
        </div>
      </dl>
      {status.engine.kind === "fts5" ? (
        <p className="govgr-hint">
          Το ευρετήριο FTS5 ενημερώνεται μαζί με κάθε ανάρτηση. Η μηχανή ορίζεται από τη ρύθμιση TYPESENSE_URL του
          διακομιστή.
        </p>
      ) : null}

      <h3 className="govgr-heading-m">Επαναδημιουργία ευρετηρίου</h3>
      {latestJob ? (
        <p>
          Τελευταία εργασία: {JOB_STATES[latestJob.state]}, {formatNumber(latestJob.done)} από{" "}
          {formatNumber(latestJob.total)} πράξεις (έναρξη {formatDateTime(latestJob.startedAt)}).{" "}
          <Link to={paths.adminSearchReindexJob(latestJob.id)}>Πρόοδος της εργασίας</Link>
        </p>
      ) : (
        <p>Δεν έχει γίνει επαναδημιουργία από τη διαχείριση.</p>
      )}
      <p>
        <Link className="govgr-btn govgr-btn-secondary" to={paths.adminSearchReindex()}>
          Επαναδημιουργία ευρετηρίου
        </Link>
      </p>
      <Form method="post" noValidate aria-label="Ρυθμίσεις ευρετηρίου">
        <CsrfField />
        <input type="hidden" name="form" value="index_servers" />
        <FormGroup
          id="index_servers-reindexBatchSize"
          label="Πράξεις ανά παρτίδα επαναδημιουργίας"
          hint={`Από 1 έως ${formatNumber(MAX_REINDEX_BATCH)}. Κάθε παρτίδα είναι μία σύντομη συναλλαγή.`}
          errors={errorFor("index_servers-reindexBatchSize")}
        >
          {(control) => (
            <input
              {...control}
              name="reindexBatchSize"
              inputMode="numeric"
              defaultValue={page.indexServers.reindexBatchSize}
            />
          )}
        </FormGroup>
        <SubmitButton>Αποθήκευση ρυθμίσεων ευρετηρίου</SubmitButton>
      </Form>

      <CategoryForm category="lumiview">
        <PageSizeField form="lumiview" value={settings.lumiview.pageSize} errors={errorFor("lumiview-pageSize")} />
        <SortField
          form="lumiview"
          sorts={PAGE_SORTS}
          value={settings.lumiview.defaultSort}
          errors={errorFor("lumiview-defaultSort")}
        />
        <div className={`govgr-form-group${errorFor("lumiview-facets") ? " govgr-form-group--error" : ""}`}>
          <fieldset className="govgr-fieldset" id="lumiview-facets">
            <legend className="govgr-fieldset__legend govgr-heading-s">Φίλτρα που εμφανίζονται</legend>
            {errorFor("lumiview-facets") ? <p className="govgr-error-message">{failed?.error.message}</p> : null}
            <div className="govgr-checkboxes">
              {FACET_CHOICES.map((facet) => (
                <div className="govgr-checkboxes__item" key={facet.name}>
                  <label className="govgr-label govgr-checkboxes__label">
                    <input
                      className="govgr-checkboxes__input"
                      type="checkbox"
                      name="facets"
                      value={facet.name}
                      defaultChecked={settings.lumiview.facets.includes(facet.name)}
                    />
                    {facet.title}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        </div>
      </CategoryForm>

      <CategoryForm category="lumiview_export">
        <FormGroup
          id="lumiview_export-rowLimit"
          label="Όριο γραμμών εξαγωγής"
          hint={`Κενό: η εξαγωγή περιέχει όλες τις πράξεις της αναζήτησης (σήμερα ${
            settings.lumiview_export.rowLimit === null
              ? "χωρίς όριο"
              : `έως ${formatNumber(settings.lumiview_export.rowLimit)}`
          }). Έως ${formatNumber(MAX_EXPORT_ROW_LIMIT)}.`}
          errors={errorFor("lumiview_export-rowLimit")}
        >
          {(control) => (
            <input
              {...control}
              name="rowLimit"
              inputMode="numeric"
              defaultValue={settings.lumiview_export.rowLimit ?? ""}
            />
          )}
        </FormGroup>
        <SortField
          form="lumiview_export"
          sorts={PAGE_SORTS}
          value={settings.lumiview_export.defaultSort}
          errors={errorFor("lumiview_export-defaultSort")}
        />
      </CategoryForm>

      <CategoryForm category="opendata">
        <PageSizeField form="opendata" value={settings.opendata.pageSize} errors={errorFor("opendata-pageSize")} />
        <SortField
          form="opendata"
          sorts={OPENDATA_SORTS}
          value={settings.opendata.defaultSort}
          errors={errorFor("opendata-defaultSort")}
        />
      </CategoryForm>
    </>
  );
}

/** A category's settings form: its heading, and the form that posts its fields with the category's name. */
function CategoryForm({ category, children }: { category: SearchCategory; children: ReactNode }) {
  const title = SEARCH_CATEGORY_TITLES[category];
  return (
    <>
      <h2 className="govgr-heading-l">{title}</h2>
      <Form method="post" noValidate aria-label={title}>
        <CsrfField />
        <input type="hidden" name="form" value={category} />
        {children}
        <SubmitButton>Αποθήκευση</SubmitButton>
      </Form>
    </>
  );
}

function PageSizeField({ form, value, errors }: { form: string; value: number; errors?: string[] }) {
  return (
    <FormGroup
      id={`${form}-pageSize`}
      label="Αποτελέσματα ανά σελίδα"
      hint={`Όταν η διεύθυνση δεν ορίζει size· από 1 έως ${MAX_PAGE_SIZE}.`}
      errors={errors}
    >
      {(control) => <input {...control} name="pageSize" inputMode="numeric" defaultValue={value} />}
    </FormGroup>
  );
}

function SortField({
  form,
  sorts,
  value,
  errors,
}: {
  form: string;
  sorts: readonly (keyof typeof SORT_TITLES)[];
  value: string;
  errors?: string[];
}) {
  return (
    <FormGroup id={`${form}-defaultSort`} label="Προεπιλεγμένη ταξινόμηση" errors={errors}>
      {(control) => (
        <select {...control} name="defaultSort" defaultValue={value}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_TITLES[sort]}
            </option>
          ))}
        </select>
      )}
    </FormGroup>
  );
}
