/**
 * /profile/defaults (SPEC §2, §7 prefs/decisions/defaults): the values a new decision starts with
 * (body, type, units, signers, thematic categories) and the e-mail recipients notified on
 * publication. The body is chosen with a GET form first, so the lists below are always that
 * body's, with or without script; saving and clearing are POSTs answered by a redirect.
 */
import { OptionList } from "#app/fields/option-list";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import {
  clearDecisionDefaults,
  decisionDefaultsPage,
  saveDecisionDefaults,
  type DefaultsField,
} from "#app/users/decision-defaults.server";

const TITLE = "Προεπιλογές πράξης";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({ org: input.optionalText(200) });
const uid = z.string({ error: TEXT.invalidOption }).max(100, { error: TEXT.invalidOption });
const list = z.union([uid.transform((v) => [v]), z.array(uid).max(500)]).default([]);
const FORM = z.object({
  intent: z.enum(["save", "clear"], { error: TEXT.badRequest }),
  organizationId: input.optionalText(100),
  decisionTypeId: input.optionalText(100),
  unitIds: list,
  signerIds: list,
  thematicCategoryIds: list,
  recipients: input.optionalText(5000),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  return decisionDefaultsPage(user, parseQuery(QUERY, request).org || undefined);
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request);
  const form = parseFormWith(FORM, await readForm(request));
  if (form.intent === "clear") {
    clearDecisionDefaults(user);
  } else {
    const saved = saveDecisionDefaults(user, { ...form, recipients: form.recipients ?? "" });
    if (!saved.ok) return data({ errors: saved.errors, values: form }, { status: 400 });
  }
  throw redirect(paths.decisionDefaults(), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, {
        kind: "success",
        text: form.intent === "clear" ? TEXT.defaultsCleared : TEXT.defaultsSaved,
      }),
    },
  });
}

const LABELS: Record<DefaultsField, string> = {
  organizationId: "Φορέας",
  decisionTypeId: "Τύπος πράξης",
  unitIds: "Οργανωτικές μονάδες",
  signerIds: "Υπογράφοντες",
  thematicCategoryIds: "Θεματικές κατηγορίες",
  recipients: "Παραλήπτες ειδοποίησης ανάρτησης",
};

export default function DecisionDefaults() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors: Partial<Record<DefaultsField, string>> = failed?.errors ?? {};
  const { choices, orgUid } = page;
  const sameOrg = page.basic?.organizationId === orgUid;
  const values = {
    decisionTypeId: failed?.values.decisionTypeId ?? (sameOrg ? page.basic?.decisionTypeId : "") ?? "",
    unitIds: failed?.values.unitIds ?? (sameOrg ? page.basic?.unitIds : []) ?? [],
    signerIds: failed?.values.signerIds ?? (sameOrg ? page.basic?.signerIds : []) ?? [],
    thematicCategoryIds: failed?.values.thematicCategoryIds ?? (sameOrg ? page.basic?.thematicCategoryIds : []) ?? [],
    recipients: failed?.values.recipients ?? page.mailRecipients.join("\n"),
  };
  const fieldError = (field: DefaultsField) => (errors[field] ? [errors[field]] : []);
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary
        errors={Object.entries(errors).map(([field, message]) => ({ fieldId: field, message: message ?? "" }))}
      />
      <p>Οι τιμές αυτές συμπληρώνονται αυτόματα σε κάθε νέα πράξη σας. Μπορείτε να τις αλλάξετε στην πράξη.</p>
      {choices.organizations.length > 1 ? (
        <Form method="get" aria-label="Επιλογή φορέα">
          <FormGroup id="org" label="Φορέας των προεπιλογών">
            {(control) => (
              <select {...control} name="org" defaultValue={orgUid ?? ""}>
                <OptionList options={choices.organizations} />
              </select>
            )}
          </FormGroup>
          <button type="submit" className="govgr-btn govgr-btn-secondary">
            Επιλογή φορέα
          </button>
        </Form>
      ) : null}
      <Form method="post" noValidate>
        <CsrfField />
        {orgUid ? (
          <>
            <input type="hidden" name="organizationId" value={orgUid} />
            <p>
              {LABELS.organizationId}: <strong>{choices.organizations.find((o) => o.value === orgUid)?.label}</strong>
            </p>
            <FormGroup id="decisionTypeId" label={LABELS.decisionTypeId} errors={fieldError("decisionTypeId")}>
              {(control) => (
                <select {...control} name="decisionTypeId" defaultValue={values.decisionTypeId}>
                  <option value="">— Χωρίς προεπιλογή —</option>
                  <OptionList options={choices.decisionTypes} />
                </select>
              )}
            </FormGroup>
            <FormGroup
              id="unitIds"
              label={LABELS.unitIds}
              hint="Επιλέξτε μία ή περισσότερες (Ctrl ή Cmd για πολλές)."
              errors={fieldError("unitIds")}
            >
              {(control) => (
                <select {...control} name="unitIds" multiple size={6} defaultValue={values.unitIds}>
                  <OptionList options={choices.units} />
                </select>
              )}
            </FormGroup>
            <FormGroup id="signerIds" label={LABELS.signerIds} errors={fieldError("signerIds")}>
              {(control) => (
                <select {...control} name="signerIds" multiple size={6} defaultValue={values.signerIds}>
                  <OptionList options={choices.signers} />
                </select>
              )}
            </FormGroup>
            <FormGroup
              id="thematicCategoryIds"
              label={LABELS.thematicCategoryIds}
              errors={fieldError("thematicCategoryIds")}
            >
              {(control) => (
                <select
                  {...control}
                  name="thematicCategoryIds"
                  multiple
                  size={8}
                  defaultValue={values.thematicCategoryIds}
                >
                  <OptionList options={choices.thematicCategories} />
                </select>
              )}
            </FormGroup>
          </>
        ) : (
          <p>Δεν έχετε δικαίωμα υποβολής πράξεων σε κάποιον φορέα: ορίζονται μόνο οι παραλήπτες.</p>
        )}
        <FormGroup
          id="recipients"
          label={LABELS.recipients}
          hint="Διευθύνσεις ηλεκτρονικού ταχυδρομείου, μία σε κάθε γραμμή ή χωρισμένες με κόμμα."
          errors={fieldError("recipients")}
          controlClass="govgr-field--wide"
        >
          {(control) => <textarea {...control} name="recipients" rows={4} defaultValue={values.recipients} />}
        </FormGroup>
        <p className="govgr-btn-row">
          <SubmitButton name="intent" value="save">
            Αποθήκευση προεπιλογών
          </SubmitButton>
          <button type="submit" name="intent" value="clear" className="govgr-btn govgr-btn-secondary" formNoValidate>
            Διαγραφή προεπιλογών
          </button>
          <Link to={paths.profile()}>Επιστροφή στο προφίλ</Link>
        </p>
      </Form>
    </>
  );
}
