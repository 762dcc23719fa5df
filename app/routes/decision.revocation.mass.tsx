/**
 * /decision/revocation/mass: mass revocation (SPEC §4 revocation flow, §7 `actions/massrevocation`;
 * PERM_ADMIN_DECISIONS_REVOKE). Without JavaScript: the operator pastes ADAs and gives one of the
 * three grounds with a comment (POST intent=preview), sees each decision and whether it can be
 * revoked, then confirms (POST intent=confirm); each decision is revoked in its own transaction
 * with its audit row (app/decisions/lifecycle/mass-revocation.server.ts), and the page comes back
 * with the counts. With JavaScript the same preview answer opens in a dialog over the form, as the
 * other destructive confirmations do (docs/decisions/099).
 */
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useId, useState } from "react";
import { requireStaff } from "#app/access/guards.server";
import { MassRevocationConfirmation } from "#app/components/decision/MassRevocationConfirmation";
import { reasonSummaryErrors, RevocationReasonFields } from "#app/components/decision/RevocationReasonFields";
import { ModalDialog } from "#app/components/dialog/ModalDialog";
import { CsrfField } from "#app/components/form/CsrfField";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorMessage } from "#app/components/form/ErrorMessage";
import { ErrorSummary, type SummaryError } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { describedBy } from "#app/components/form/ids";
import { RequiredMark } from "#app/components/form/RequiredMark";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { MAX_MASS_REVOCATION, parseAdaList } from "#app/decisions/lifecycle/ada-list";
import { massRevocationPreviewFor, massRevokeFromForm } from "#app/decisions/lifecycle/pages.server";
import { reasonFrom, redirectWith, type ReasonErrors } from "#app/http/decision-action.server";
import { readForm } from "#app/http/form.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { statusLabel, isDecisionStatus } from "#shared/decision-status";

const TITLE = "Μαζική ανάκληση αναρτήσεων";
const ADAS_ID = "mass-adas";
const PERMISSION = { permission: "PERM_ADMIN_DECISIONS_REVOKE" } as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, PERMISSION);
  return null;
}

type Values = { adas?: string; ground?: string; comment?: string };
type Errors = ReasonErrors & { adas?: string[] };

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, PERMISSION);
  const form = await readForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Values = { adas: text("adas"), ground: text("ground"), comment: text("comment") };
  const list = parseAdaList(values.adas ?? "");
  const errors: Errors = {};
  if (list.invalid.length) errors.adas = [TEXT.massRevocationInvalid(list.invalid)];
  else if (list.adas.length === 0) errors.adas = [TEXT.massRevocationNoAdas];
  else if (list.adas.length > MAX_MASS_REVOCATION) errors.adas = [TEXT.massRevocationTooMany(MAX_MASS_REVOCATION)];
  const reason = reasonFrom(form);
  if (!reason.ok) Object.assign(errors, reason.errors);
  if (Object.keys(errors).length > 0 || !reason.ok) return data({ values, errors, preview: null }, { status: 400 });

  if (text("intent") !== "confirm") {
    const preview = massRevocationPreviewFor(user, list.adas).map((item) => ({
      ...item,
      statusLabel: item.status && isDecisionStatus(item.status) ? statusLabel(item.status) : null,
    }));
    return data({ values, errors: {}, preview });
  }
  const result = massRevokeFromForm({ user, adas: list.adas, reason: reason.reason });
  return redirectWith(request, paths.massRevocation(), {
    kind: result.refused ? "warning" : "success",
    text: TEXT.massRevocationDone(result.done, result.refused),
  });
}

export default function MassRevocation() {
  const result = useActionData<typeof action>();
  const values: Values = result?.values ?? {};
  const errors: Errors = result?.errors ?? {};
  const preview = result?.preview ?? null;
  // Set once the form is sent with JavaScript: its preview then opens in a dialog over the form.
  // Without JavaScript (or sent before hydration) the preview is a page of its own.
  const [inPlace, setInPlace] = useState(false);
  // The answer whose dialog was closed, so that only a new preview opens it again.
  const [closedFor, setClosedFor] = useState<typeof result>(undefined);
  const dialogTitleId = useId();
  if (preview && !inPlace) return <MassRevocationConfirmation values={values} preview={preview} />;
  const closeDialog = () => setClosedFor(result);
  const summary: SummaryError[] = [
    ...(errors.adas ?? []).map((message) => ({ fieldId: ADAS_ID, message: `ΑΔΑ: ${message}` })),
    ...reasonSummaryErrors(errors),
  ];
  const adasError = Boolean(errors.adas?.length);
  return (
    <>
      <DocumentTitle title={TITLE} hasErrors={summary.length > 0} />
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={summary} />
      <p className="govgr-body">
        Ανακαλεί πολλές αναρτήσεις μαζί. Μια πράξη με αίτημα ανάκλησης κρατά την αιτιολογία του αιτήματος· στις
        υπόλοιπες καταγράφεται ο λόγος και η αιτιολογία που δίνετε εδώ. Πριν την ανάκληση βλέπετε κάθε πράξη και
        επιβεβαιώνετε.
      </p>
      <Form method="post" action={paths.massRevocation()} noValidate onSubmit={() => setInPlace(true)}>
        <CsrfField />
        <input type="hidden" name="intent" value="preview" />
        <div className={`govgr-form-group${adasError ? " govgr-form-group--error" : ""}`}>
          <label className="govgr-label" htmlFor={ADAS_ID}>
            ΑΔΑ των πράξεων
            <RequiredMark />
          </label>
          <p className="govgr-hint" id={`${ADAS_ID}-hint`}>
            Ένας ΑΔΑ ανά γραμμή (ή χωρισμένοι με κενό ή κόμμα), έως {MAX_MASS_REVOCATION}.
          </p>
          <ErrorMessage id={ADAS_ID} errors={errors.adas} />
          <textarea
            className="govgr-field govgr-field--wide"
            id={ADAS_ID}
            name="adas"
            rows={8}
            defaultValue={values.adas ?? ""}
            aria-invalid={adasError || undefined}
            aria-describedby={describedBy(ADAS_ID, true, adasError)}
          />
        </div>
        <RevocationReasonFields values={values} errors={errors} />
        <div className="govgr-btn-row">
          <SubmitButton>Συνέχεια</SubmitButton>
          <Link to={paths.userHome()}>Ακύρωση</Link>
        </div>
      </Form>
      {preview ? (
        <ModalDialog wanted={closedFor !== result} labelledBy={dialogTitleId} onClose={closeDialog}>
          <MassRevocationConfirmation
            values={values}
            preview={preview}
            dialog={{ titleId: dialogTitleId, close: closeDialog }}
          />
        </ModalDialog>
      ) : null}
    </>
  );
}
