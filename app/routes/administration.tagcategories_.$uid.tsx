/**
 * /administration/tagcategories/{uid} (issue 17): one tag category. Its tags as a tree (each
 * links to its page: rename, move, reorder, deactivate), a form that adds a tag at the top level
 * or under another (intent add), and one that renames the category (intent rename).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { TagFields } from "#app/components/administration/TagFields";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { TAG_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { tagForm } from "#app/tag-categories/tag-form";
import { addTag, adminTagCategory, renameTagCategory, tagTree } from "#app/tag-categories/tags.server";

const GUARD = { permission: "PERM_ADMIN_TAG_CATEGORIES" } as const;
const PARAMS = z.object({ uid: z.string().min(1).max(100) });
const FORM = z.discriminatedUnion(
  "intent",
  [
    tagForm.extend({ intent: z.literal("add") }),
    z.object({
      intent: z.literal("rename"),
      label: z.string({ error: TEXT.badRequest }).max(1000, { error: TEXT.badRequest }).default(""),
    }),
  ],
  { error: TEXT.badRequest },
);

export const meta: MetaFunction = () => [{ title: pageTitle("Κατηγορία ετικετών") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: TAG_TEXT.unknownCategory });
  const category = adminTagCategory(uid) ?? notFound(TAG_TEXT.unknownCategory);
  return { category, tags: tagTree(category) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const { uid } = parseParams(PARAMS, params, { message: TAG_TEXT.unknownCategory });
  const form = parseFormWith(FORM, await readForm(request));
  const category = adminTagCategory(uid) ?? notFound(TAG_TEXT.unknownCategory);
  const result = form.intent === "add" ? addTag(user, category, form) : renameTagCategory(user, category, form.label);
  if (!result.ok)
    return data(
      {
        intent: form.intent,
        errors: result.errors,
        values: {
          label: form.label,
          parentUid: form.intent === "add" ? (form.parentUid ?? "") : "",
          position: form.intent === "add" && form.position !== null ? String(form.position) : "",
        },
      },
      { status: 400 },
    );
  throw redirect(paths.adminTagCategory(category.uid), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: result.message }) },
  });
}

export default function TagCategoryPage() {
  const { category, tags } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const prefix = failed?.intent === "rename" ? "category" : "tag";
  const errors: Partial<Record<string, string>> = failed?.errors ?? {};
  const summary = Object.entries(errors).map(([field, message]) => ({
    fieldId: `${prefix}-${field}`,
    message: message ?? "",
  }));
  const adding = failed?.intent === "add" ? failed.values : { label: "", parentUid: "", position: "" };
  const addErrors = failed?.intent === "add" ? errors : {};
  const renameErrors = failed?.intent === "rename" ? errors : {};
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">Κατηγορία ετικετών {category.uid}</span>
        {category.label}
      </h1>
      <ErrorSummary errors={summary} />
      <p>
        Οι όροι προσφέρονται στις λίστες επιλογών της φόρμας καταχώρισης με τη σειρά που φαίνονται. Ένας όρος με
        υποκείμενους όρους προσφέρεται ως ομάδα τους. Ένας ανενεργός όρος (και όσοι είναι κάτω από αυτόν) δεν
        προσφέρεται σε νέες πράξεις· οι πράξεις που τον έχουν ήδη τον διατηρούν.
      </p>
      {tags.length === 0 ? (
        <p>Η κατηγορία δεν έχει ακόμη όρους.</p>
      ) : (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Οι όροι της κατηγορίας</caption>
          <thead>
            <tr>
              <th scope="col">Όρος</th>
              <th scope="col">Κωδικός</th>
              <th scope="col">Κατάσταση</th>
            </tr>
          </thead>
          <tbody>
            {tags.map((t) => (
              <tr key={t.uid}>
                <td style={{ paddingInlineStart: `${t.depth * 1.5}rem` }}>
                  {t.depth > 0 ? <span aria-hidden="true">└ </span> : null}
                  <Link to={paths.adminTag(category.uid, t.uid)}>{t.label}</Link>
                </td>
                <td>{t.uid}</td>
                <td>{t.active ? "Ενεργός" : "Ανενεργός"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2 className="govgr-heading-m">Νέος όρος</h2>
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="add" />
        <TagFields
          values={adding}
          errors={addErrors}
          parents={tags}
          position={{
            label: "Σειρά",
            hint: "Η θέση του όρου ανάμεσα στους όρους του ίδιου επιπέδου (1 = πρώτος). Κενό: τελευταίος.",
          }}
        />
        <SubmitButton>Προσθήκη όρου</SubmitButton>
      </Form>
      <h2 className="govgr-heading-m">Μετονομασία κατηγορίας</h2>
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="rename" />
        <FormGroup
          id="category-label"
          label="Ονομασία κατηγορίας"
          errors={renameErrors.label ? [renameErrors.label] : []}
          required
        >
          {(control) => (
            <input
              {...control}
              name="label"
              maxLength={300}
              defaultValue={failed?.intent === "rename" ? failed.values.label : category.label}
            />
          )}
        </FormGroup>
        <SubmitButton>Αποθήκευση ονομασίας</SubmitButton>
      </Form>
      <p>
        <Link to={paths.adminTagCategories()}>Πίσω στα λεξικά</Link>
      </p>
    </>
  );
}
