/**
 * /administration/tagcategories/{uid}/{tag} (issue 17): one tag of a category. Rename it, move it
 * under another tag (never under itself or a tag below it) or change its place among its siblings
 * (intent save); deactivate or reactivate it (app/tag-categories/tags.server.ts).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { TagFields } from "#app/components/administration/TagFields";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith, parseParams } from "#app/http/input.server";
import { TAG_TEXT, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { possibleParents, tagForm } from "#app/tag-categories/tag-form";
import { adminTagCategory, setTagActive, tagTree, updateTag } from "#app/tag-categories/tags.server";

const GUARD = { permission: "PERM_ADMIN_TAG_CATEGORIES" } as const;
const PARAMS = z.object({ uid: z.string().min(1).max(100), tag: z.string().min(1).max(100) });
const FORM = z.discriminatedUnion(
  "intent",
  [tagForm.extend({ intent: z.literal("save") }), z.object({ intent: z.enum(["deactivate", "reactivate"]) })],
  { error: TEXT.badRequest },
);

export const meta: MetaFunction = () => [{ title: pageTitle("Όρος λεξικού") }];

function find(params: Record<string, string | undefined>) {
  const { uid, tag } = parseParams(PARAMS, params, { message: TAG_TEXT.unknownTag });
  const category = adminTagCategory(uid) ?? notFound(TAG_TEXT.unknownCategory);
  const tree = tagTree(category);
  const found = tree.find((t) => t.uid === tag) ?? notFound(TAG_TEXT.unknownTag);
  return { category, tree, tag: found };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, GUARD);
  const { category, tree, tag } = find(params);
  const siblings = tree.filter((t) => t.parentUid === tag.parentUid);
  return {
    category,
    tag,
    place: siblings.findIndex((t) => t.uid === tag.uid) + 1,
    siblings: siblings.length,
    parents: possibleParents(tree, tag.uid),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, GUARD);
  const form = parseFormWith(FORM, await readForm(request));
  const { category, tag } = find(params);
  const result =
    form.intent === "save"
      ? updateTag(user, category, tag.uid, form)
      : setTagActive(user, category, tag.uid, form.intent === "reactivate");
  if (!result) notFound(TAG_TEXT.unknownTag);
  if (!result.ok) {
    const values =
      form.intent === "save"
        ? {
            label: form.label,
            parentUid: form.parentUid ?? "",
            position: form.position === null ? "" : String(form.position),
          }
        : null;
    return data({ errors: result.errors, values }, { status: 400 });
  }
  throw redirect(paths.adminTagCategory(category.uid), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: result.message }) },
  });
}

export default function TagPage() {
  const { category, tag, place, siblings, parents } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const errors: Partial<Record<string, string>> = failed?.errors ?? {};
  const values = failed?.values ?? { label: tag.label, parentUid: tag.parentUid ?? "", position: "" };
  const summary = Object.entries(errors).map(([field, message]) => ({
    fieldId: `tag-${field}`,
    message: message ?? "",
  }));
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">
          {category.label} · κωδικός {tag.uid}
        </span>
        {tag.label}
      </h1>
      <ErrorSummary errors={summary} />
      <p>
        Κατάσταση: {tag.active ? "ενεργός" : "ανενεργός (δεν προσφέρεται σε νέες πράξεις)"}. Σειρά: {place} από{" "}
        {siblings} στο επίπεδό του.
      </p>
      <h2 className="govgr-heading-m">Μετονομασία και μετακίνηση</h2>
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        <TagFields
          values={values}
          errors={errors}
          parents={parents}
          position={{
            label: "Νέα σειρά",
            hint: "Η θέση ανάμεσα στους όρους του ίδιου επιπέδου (1 = πρώτος). Κενό: όπως είναι (ή τελευταίος, αν αλλάζει επίπεδο).",
          }}
        />
        <SubmitButton>Αποθήκευση</SubmitButton>
      </Form>
      <h2 className="govgr-heading-m">{tag.active ? "Απενεργοποίηση" : "Επανενεργοποίηση"}</h2>
      <p>
        {tag.active
          ? "Ένας ανενεργός όρος, και όσοι είναι κάτω από αυτόν, δεν προσφέρεται σε νέες πράξεις· οι πράξεις που τον έχουν ήδη τον διατηρούν και τον εμφανίζουν."
          : "Ο όρος θα προσφέρεται ξανά στις νέες πράξεις."}
      </p>
      <Form method="post">
        <CsrfField />
        <input type="hidden" name="intent" value={tag.active ? "deactivate" : "reactivate"} />
        <SubmitButton>{tag.active ? "Απενεργοποίηση όρου" : "Επανενεργοποίηση όρου"}</SubmitButton>
      </Form>
      <p>
        <Link to={paths.adminTagCategory(category.uid)}>Πίσω στην κατηγορία «{category.label}»</Link>
      </p>
    </div>
  );
}
