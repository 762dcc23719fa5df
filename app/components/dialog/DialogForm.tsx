/**
 * A GET form (choices such as checkboxes, leading to a confirmation page) whose answer, with
 * JavaScript, opens in place as a modal <dialog> (useLoaderDialog), like DialogLink for a link.
 * Without JavaScript it is the plain form and the browser goes to the confirmation page. The
 * button that sent it (its name and value) is part of the query, as the browser would send it.
 */
import { Form } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { useLoaderDialog, type DialogContent } from "./useLoaderDialog";

export interface DialogFormProps<T> {
  action: string;
  /** The form's controls and buttons. */
  fields: ReactNode;
  /** The dialog's content from the confirmation page's loader data. */
  children: (data: T, dialog: DialogContent) => ReactNode;
}

export function DialogForm<T>({ action, fields, children }: DialogFormProps<T>) {
  const dialog = useLoaderDialog<T>(children);
  const open = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget, submitter)) {
      if (typeof value === "string") query.append(name, value);
    }
    event.preventDefault();
    dialog.open(`${action}?${query}`);
  };
  return (
    <>
      <Form method="get" action={action} onSubmit={open}>
        {fields}
      </Form>
      {dialog.element}
    </>
  );
}
