/**
 * The dynamic fields of a decision type, rendered from the field tree (./field-tree.ts): plain
 * fields through ./DynamicField.tsx, groups as fieldsets, tables and lists as numbered rows with
 * add and remove buttons that work without JavaScript (../components/form/intents.ts). SPEC §5:
 * a row's remove button shows only while there are more rows than the minimum (1 if required,
 * else 0); a required table starts with one row.
 *
 * Values and errors come from the last submission (Conform's reply: initialValue and error keyed
 * by name); before any submission each field shows its definition's default.
 */
import { ErrorMessage } from "../components/form/ErrorMessage";
import { fieldId } from "../components/form/ids";
import { insertRowButton, removeRowButton } from "../components/form/intents";
import { RequiredMark } from "../components/form/RequiredMark";
import { Conditional } from "./conditional";
import { DynamicField } from "./DynamicField";
import type { FieldNode } from "./field-tree";
import { isShown, relativePath, type OptionsByPath } from "./fields-schema";
import { FollowingField } from "./following-field";
import { followedValue, listFollows } from "./following";
import { GroupFieldset } from "./line-composite.widget";
import { getPath, joinName } from "./paths";
import { widgetHint } from "./types";

export interface FormSnapshot {
  /** Submitted values (nested), or null before the first submission. */
  values: unknown;
  /** Errors by field name, shown only after a real submit (not after adding a row). */
  errors: Readonly<Record<string, readonly string[] | null | undefined>>;
}

interface Props {
  nodes: readonly FieldNode[];
  /** Name prefix of the nodes ("extraFieldValues", or a row's name). */
  prefix: string;
  /** Prefix of the paths options are keyed by (without row indexes). */
  optionPrefix?: string;
  options: OptionsByPath;
  form: FormSnapshot;
  /** Definition path of the group these nodes belong to ("" at the top), for conditions inside rows. */
  groupPath?: string;
}

/** Hint for a field shown only under a condition, since without JavaScript it is always on screen. */
function conditionHint(shownWhen: string | null | undefined, labelOf: (path: string) => string): string | null {
  if (!shownWhen) return null;
  const negated = shownWhen.startsWith("!");
  const label = labelOf(negated ? shownWhen.slice(1) : shownWhen);
  return negated
    ? `Συμπληρώνεται μόνο αν δεν έχει συμπληρωθεί το «${label}».`
    : `Συμπληρώνεται μόνο αν έχει επιλεγεί το «${label}».`;
}

function rowCount(form: FormSnapshot, name: string, required: boolean): number {
  if (form.values === null) return required ? 1 : 0;
  const v = getPath(form.values, name);
  return Array.isArray(v) ? v.length : 0;
}

/**
 * A row's React key: its name and the values it came back with. The inputs are uncontrolled (they
 * take the submission's values as defaults), so when a row above is removed with JavaScript the
 * rows below must be mounted afresh to show their own values; keyed by index alone, row 1 kept the
 * removed row's inputs and the wrong row seemed removed (and was then sent).
 */
function rowKey(form: FormSnapshot, rowName: string): string {
  return form.values === null ? rowName : `${rowName}:${JSON.stringify(getPath(form.values, rowName) ?? null)}`;
}

function valueOf(form: FormSnapshot, name: string, fallback: string | null | undefined): unknown {
  return form.values === null ? (fallback ?? undefined) : getPath(form.values, name);
}

export function DynamicFields({ nodes, prefix, optionPrefix = prefix, options, form, groupPath = "" }: Props) {
  const labelOf = (path: string) => nodes.find((n) => n.path === relativePath(path, groupPath))?.def.label ?? path;
  // The values of this level (the form's extra fields, or one row), for enabledOn.
  const level = form.values === null ? {} : getPath(form.values, prefix);
  return (
    <>
      {nodes.map((node) => (
        <Conditional
          key={joinName(prefix, node.path)}
          condition={node.def.shownWhen}
          prefix={prefix}
          groupPath={groupPath}
        >
          {renderNode(node)}
        </Conditional>
      ))}
    </>
  );

  function renderNode(node: Props["nodes"][number]) {
    const name = joinName(prefix, node.path);
    const optionKey = joinName(optionPrefix, node.path);
    const hint = conditionHint(node.def.shownWhen, labelOf);
    const def = hint ? { ...node.def, help: widgetHint(node.def.help, hint) } : node.def;
    const errors = form.errors[name] ?? undefined;

    // What a single control needs, whether its list follows another field or not.
    const control = {
      disabled: !isShown(def.enabledOn, level, groupPath),
      def,
      name,
      id: fieldId(name),
      value: valueOf(form, name, def.defaultValue),
      errors,
    };
    if (node.type === "field" && !node.list && listFollows(def)) {
      return (
        <FollowingField
          key={name}
          {...control}
          followedLabel={labelOf(def.dependsOn!)}
          renderedFollowed={followedValue(form.values, def, name)}
        />
      );
    }
    if (node.type === "field" && !node.list) {
      return <DynamicField key={name} {...control} options={options[optionKey]} />;
    }

    const table = node.type === "group" && node.table;
    const list = node.type === "field" && node.list;
    if (!table && !list) {
      // A group holding one object: its fields under a fieldset.
      return (
        <GroupFieldset key={name} def={def}>
          <DynamicFields
            nodes={node.type === "group" ? node.children : []}
            prefix={name}
            optionPrefix={optionKey}
            options={options}
            form={form}
            groupPath={node.def.fieldPath}
          />
        </GroupFieldset>
      );
    }

    const rows = rowCount(form, name, def.required);
    const min = def.required ? 1 : 0;
    return (
      <fieldset key={name} className="form-fieldset form-rows" id={fieldId(name)}>
        <legend className="govgr-heading-s">
          {def.label}
          {def.required ? <RequiredMark /> : null}
        </legend>
        {def.help ? <p className="govgr-hint">{def.help}</p> : null}
        <ErrorMessage id={fieldId(name)} errors={errors} />
        {Array.from({ length: rows }, (_, i) => {
          const rowName = `${name}[${i}]`;
          return (
            <fieldset key={rowKey(form, rowName)} className="form-row">
              <legend className="form-row__legend">
                {def.label}: γραμμή {i + 1}
              </legend>
              {node.type === "group" ? (
                <DynamicFields
                  nodes={node.children}
                  prefix={rowName}
                  optionPrefix={optionKey}
                  options={options}
                  form={form}
                  groupPath={node.def.fieldPath}
                />
              ) : (
                <DynamicField
                  def={{ ...def, label: `${def.label} ${i + 1}`, help: null }}
                  name={rowName}
                  id={fieldId(rowName)}
                  value={valueOf(form, rowName, null)}
                  errors={form.errors[rowName] ?? undefined}
                  options={options[optionKey]}
                />
              )}
              {rows > min ? (
                <button type="submit" className="govgr-btn govgr-btn-secondary" {...removeRowButton(name, i)}>
                  Αφαίρεση γραμμής {i + 1}
                  <span className="govgr-visually-hidden"> από «{def.label}»</span>
                </button>
              ) : null}
            </fieldset>
          );
        })}
        <button type="submit" className="govgr-btn govgr-btn-secondary" {...insertRowButton(name)}>
          Προσθήκη γραμμής<span className="govgr-visually-hidden"> στο «{def.label}»</span>
        </button>
      </fieldset>
    );
  }
}
