/**
 * A list field that follows another field's value (./following.ts): the units of the body chosen
 * in the same table row, its signers. The server gives the list for every value the form holds
 * (the page, the «Ενημέρωση φόρμας» round trip); with JavaScript the list reloads in place when
 * the other field changes, and empties when it is emptied; the value chosen before is cleared
 * then (SPEC §4), as a unit of another body is no choice. Each row follows its own body.
 *
 * With no value to follow, or none of its options, the control is an empty, disabled select that
 * says why. A list the page does not have (a form answered without it) falls back to the code
 * input of ./widget-kind.ts, the typed code still checked against the body's list on saving.
 */
import { useEffect, useState } from "react";
import { FormGroup } from "../components/form/FormGroup";
import { FORM_TEXT } from "../messages";
import { CHOOSE } from "./combobox-simple.widget";
import { DynamicField } from "./DynamicField";
import { useFieldForm } from "./field-form-context";
import { onFieldValueChange } from "./field-value-events";
import { followedName, listChangesWithValue, wholeListUrl } from "./following";
import type { Option } from "./options.rule";
import { widgetHint, type WidgetProps } from "./types";
import { useHydrated } from "./use-hydrated";

interface Props extends WidgetProps {
  disabled?: boolean;
  /** The label of the field followed, for the hints. */
  followedLabel: string;
  /** That field's value as the page was rendered. */
  renderedFollowed: string;
}

/** A list read for a value with JavaScript: loaded, or failed. */
type Fetched = Readonly<Record<string, readonly Option[] | "failed">>;

/** The list the page has for the followed value ([] for no value); undefined when it has none. */
function pageList(
  def: WidgetProps["def"],
  lists: ReturnType<typeof useFieldForm>["lists"],
  followed: string,
): readonly Option[] | undefined {
  if (followed === "") return [];
  const byValue = lists?.[def.fieldPath] ?? {};
  // A dictionary is the same list whatever the value.
  return listChangesWithValue(def) ? byValue[followed] : Object.values(byValue)[0];
}

/** The followed field's current value: as rendered, then as the user changes it (with JavaScript). */
function useFollowedValue(name: string, rendered: string): string {
  const [live, setLive] = useState<{ over: string; value: string } | null>(null);
  useEffect(
    () => onFieldValueChange(name, (values) => setLive({ over: rendered, value: values[0] ?? "" })),
    [name, rendered],
  );
  // A new answer from the server (another rendered value) wins over an earlier change.
  return live && live.over === rendered ? live.value : rendered;
}

/** Reads the whole list at `url` (null: nothing to read) with JavaScript, kept by the followed value. */
function useFetchedList(url: string | null, followed: string): Fetched {
  const [fetched, setFetched] = useState<Fetched>({});
  useEffect(() => {
    if (!url) return;
    let current = true;
    fetch(url, { headers: { accept: "application/json" } })
      .then((res) =>
        res.ok ? (res.json() as Promise<{ options: Option[] }>) : Promise.reject(new Error(String(res.status))),
      )
      .then(
        (body) => current && setFetched((f) => ({ ...f, [followed]: body.options })),
        () => current && setFetched((f) => ({ ...f, [followed]: "failed" })),
      );
    return () => {
      current = false;
    };
  }, [url, followed]);
  return fetched;
}

/**
 * An empty list: a disabled select with the reason as its hint, and an empty value posted in its
 * place (a disabled control posts nothing, and a table row that posts nothing is gone on the next
 * round trip).
 */
function EmptyList({ def, name, id, errors, reason }: Props & { reason: string }) {
  return (
    <FormGroup id={id} label={def.label} hint={widgetHint(def.help, reason)} errors={errors} required={def.required}>
      {(control) => (
        <>
          <select {...control} disabled defaultValue="">
            <option value="">{CHOOSE}</option>
          </select>
          <input type="hidden" name={name} value="" />
        </>
      )}
    </FormGroup>
  );
}

export function FollowingField(props: Props) {
  const { def, name, value, followedLabel, renderedFollowed } = props;
  const { lists } = useFieldForm();
  const hydrated = useHydrated();
  const followed = useFollowedValue(followedName(def, name), renderedFollowed);
  const perBody = listChangesWithValue(def);
  const fromPage = pageList(def, lists, followed);
  const fetched = useFetchedList(
    hydrated && perBody && fromPage === undefined ? wholeListUrl(def, followed) : null,
    followed,
  );
  const list = fromPage ?? fetched[followed];

  if (list === undefined && hydrated && perBody) return <EmptyList {...props} reason={FORM_TEXT.listFollowsLoading} />;
  if (list === undefined || list === "failed") {
    // No list here (a form answered without it, a failed read): the code input, checked on saving.
    const help = list === "failed" ? widgetHint(def.help, FORM_TEXT.listFollowsFailed) : def.help;
    return <DynamicField {...props} def={{ ...def, help }} options={undefined} />;
  }
  if (list.length === 0) {
    const reason =
      followed === "" ? FORM_TEXT.listFollowsEmpty(followedLabel) : FORM_TEXT.listFollowsNone(followedLabel);
    return <EmptyList {...props} reason={reason} />;
  }
  // Another value than the page was rendered with: a new list, and the earlier choice cleared.
  const kept = followed === renderedFollowed ? value : undefined;
  const help = widgetHint(def.help, FORM_TEXT.listFollows(followedLabel));
  return <DynamicField key={followed} {...props} def={{ ...def, help }} value={kept} options={list} />;
}
