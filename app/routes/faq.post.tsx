/**
 * /faq/post (SPEC §2): anyone may ask a question for the frequently asked questions. It is stored
 * for an editor, who answers and publishes it (or not); the asker's name and address are seen by
 * the editor only. A plain form, counted by the public-write throttle per address.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { addFlash } from "#app/access/flash.server";
import { getOptionalUser } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { FormGroup } from "#app/components/form/FormGroup";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { askQuestion } from "#app/faq/faq.server";
import { FAQ_QUESTION_MAX, QUESTION_FIELDS, questionFormSchema } from "#app/faq/form";
import { clientAddress } from "#app/http/client-address";
import { readForm } from "#app/http/form.server";
import { refuse } from "#app/http/refuse.server";
import { retryAfterSeconds, takePublicWrite, tooManyAttemptsText } from "#app/http/throttle.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";

export const links = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

const TITLE = "Υποβολή ερώτησης";
const FIELDS = ["question", "name", "email"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await getOptionalUser(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await getOptionalUser(request);
  const submission = parseWithZod(await readForm(request), { schema: questionFormSchema });
  if (submission.status !== "success") return data({ lastResult: submission.reply() }, { status: 400 });
  const waitMs = await takePublicWrite(clientAddress(context));
  if (waitMs > 0) refuse(429, tooManyAttemptsText(waitMs), "page", { "Retry-After": retryAfterSeconds(waitMs) });
  askQuestion(submission.value, user?.id ?? null);
  throw redirect(paths.faqSearch(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.faqQuestionReceived }) },
  });
}

export default function FaqPost() {
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const errors = summaryOf(snapshot, FIELDS, fieldId, (name) => QUESTION_FIELDS[name as keyof typeof QUESTION_FIELDS]);
  const values = (snapshot.values ?? {}) as Partial<Record<(typeof FIELDS)[number], string>>;
  return (
    <div className="govgr-narrow">
      <DocumentTitle title={TITLE} hasErrors={errors.length > 0} />
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={errors} />
      <p className="govgr-body">
        Ρωτήστε για τη χρήση του μητρώου. Η ερώτηση δημοσιεύεται στις{" "}
        <Link to={paths.faqSearch()}>συχνές ερωτήσεις</Link> μαζί με την απάντησή της, χωρίς το όνομά σας. Για το
        περιεχόμενο μιας συγκεκριμένης πράξης απευθυνθείτε στον φορέα που την εξέδωσε.
      </p>
      <Form method="post" noValidate>
        <CsrfField />
        <FormGroup
          id={fieldId("question")}
          label={QUESTION_FIELDS.question}
          hint={`Έως ${FAQ_QUESTION_MAX} χαρακτήρες.`}
          errors={snapshot.errors.question ?? undefined}
          required
          controlClass="govgr-field--wide"
        >
          {(control) => <textarea {...control} name="question" rows={5} defaultValue={values.question ?? ""} />}
        </FormGroup>
        <FormGroup id={fieldId("name")} label={QUESTION_FIELDS.name} errors={snapshot.errors.name ?? undefined}>
          {(control) => <input {...control} name="name" autoComplete="name" defaultValue={values.name ?? ""} />}
        </FormGroup>
        <FormGroup
          id={fieldId("email")}
          label={QUESTION_FIELDS.email}
          hint="Μόνο αν θέλετε να σας απαντήσουμε και προσωπικά. Δεν δημοσιεύεται."
          errors={snapshot.errors.email ?? undefined}
        >
          {(control) => (
            <input {...control} type="email" name="email" autoComplete="email" defaultValue={values.email ?? ""} />
          )}
        </FormGroup>
        <SubmitButton>Υποβολή ερώτησης</SubmitButton>
      </Form>
    </div>
  );
}
