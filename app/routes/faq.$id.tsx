/**
 * /faq/{id}: an editor (PERM_EDIT_FEEDBACK) answers a waiting question and publishes it with its
 * answer (the question's wording may be tidied first), or rejects it. Once handled, the page
 * shows what was decided. Plain forms, no JavaScript needed.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { DocumentTitle } from "#app/components/form/DocumentTitle";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import formStyles from "#app/components/form/form.css?url";
import { FormGroup } from "#app/components/form/FormGroup";
import { fieldId } from "#app/components/form/ids";
import { snapshotOf, summaryOf } from "#app/components/form/snapshot";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { findFaq, publishAnswer, rejectQuestion } from "#app/faq/faq.server";
import { ANSWER_FIELDS, answerFormSchema } from "#app/faq/form";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";

export const links = () => [{ rel: "stylesheet", href: formStyles }];
export const meta: MetaFunction = () => [];

const TITLE = "Απάντηση σε ερώτηση";
const STATUS_LABELS = { PENDING: "Σε αναμονή", PUBLISHED: "Δημοσιευμένη", REJECTED: "Απορριφθείσα" } as const;
const PARAMS = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const EDITOR = { permission: "PERM_EDIT_FEEDBACK" } as const;

function entryOr404(id: number) {
  const entry = findFaq(id);
  if (!entry) notFound(TEXT.faqNotFound);
  return entry;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, EDITOR);
  const { id } = parseParams(PARAMS, params, { message: TEXT.faqNotFound });
  const e = entryOr404(id);
  return {
    id: e.id,
    question: e.question,
    answer: e.answer,
    status: e.status as keyof typeof STATUS_LABELS,
    askerName: e.askerName,
    askerEmail: e.askerEmail,
    createdAt: e.createdAt,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editor = await requireStaff(request, EDITOR);
  const { id } = parseParams(PARAMS, params, { message: TEXT.faqNotFound });
  const submission = parseWithZod(await readForm(request), { schema: answerFormSchema });
  entryOr404(id);
  if (submission.status !== "success") return data({ lastResult: submission.reply() }, { status: 400 });
  const { intent, question, answer } = submission.value;
  if (intent === "publish" && !answer) {
    return data(
      { lastResult: submission.reply({ fieldErrors: { answer: [TEXT.faqAnswerRequired] } }) },
      { status: 400 },
    );
  }
  const result =
    intent === "publish" ? publishAnswer(editor.id, id, { question, answer: answer! }) : rejectQuestion(editor.id, id);
  if (!result.ok) {
    if (result.reason === "not-found") notFound(TEXT.faqNotFound);
    return data({ lastResult: submission.reply({ formErrors: [TEXT.faqAlreadyHandled] }) }, { status: 409 });
  }
  throw redirect(paths.faqSearch(), {
    status: 303,
    headers: {
      "Set-Cookie": await addFlash(request, {
        kind: "success",
        text: intent === "publish" ? TEXT.faqPublished : TEXT.faqRejected,
      }),
    },
  });
}

export default function FaqEntry() {
  const entry = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const snapshot = snapshotOf(result?.lastResult);
  const formErrors = result?.lastResult.error?.[""] ?? [];
  const errors = [
    ...formErrors.map((message) => ({ fieldId: "faq-answer-form", message })),
    ...summaryOf(snapshot, ["question", "answer"], fieldId, (n) => ANSWER_FIELDS[n as keyof typeof ANSWER_FIELDS]),
  ];
  const values = (snapshot.values ?? {}) as { question?: string; answer?: string };
  return (
    <div className="govgr-narrow">
      <DocumentTitle title={TITLE} hasErrors={errors.length > 0} />
      <p>
        <Link to={paths.faqSearch()}>Συχνές ερωτήσεις</Link>
      </p>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <ErrorSummary errors={errors} />
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>Κατάσταση</dt>
          <dd>{STATUS_LABELS[entry.status]}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Υποβλήθηκε</dt>
          <dd>{formatDateTime(entry.createdAt)}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Από</dt>
          <dd>{[entry.askerName, entry.askerEmail].filter(Boolean).join(", ") || "Ανώνυμα"}</dd>
        </div>
      </dl>
      {entry.status !== "PENDING" ? (
        <>
          <h2 className="govgr-heading-m">{entry.question}</h2>
          <p className="govgr-body faq-entry__answer">{entry.answer ?? "Χωρίς απάντηση."}</p>
        </>
      ) : (
        <Form method="post" noValidate id="faq-answer-form">
          <CsrfField />
          <FormGroup
            id={fieldId("question")}
            label={ANSWER_FIELDS.question}
            errors={snapshot.errors.question ?? undefined}
            required
            controlClass="govgr-field--wide"
          >
            {(control) => (
              <textarea {...control} name="question" rows={3} defaultValue={values.question ?? entry.question} />
            )}
          </FormGroup>
          <FormGroup
            id={fieldId("answer")}
            label={ANSWER_FIELDS.answer}
            hint="Δημοσιεύεται μαζί με την ερώτηση, χωρίς τα στοιχεία του αποστολέα."
            errors={snapshot.errors.answer ?? undefined}
            controlClass="govgr-field--wide"
          >
            {(control) => <textarea {...control} name="answer" rows={8} defaultValue={values.answer ?? ""} />}
          </FormGroup>
          <div className="govgr-btn-row">
            <SubmitButton name="intent" value="publish">
              Δημοσίευση με την απάντηση
            </SubmitButton>
            <button type="submit" name="intent" value="reject" className="govgr-btn govgr-btn-secondary">
              Απόρριψη
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
