/**
 * Buttons that add or remove a row of a list or table field without JavaScript: they submit the
 * form with Conform's intent (the "__intent__" field, JSON {type, payload}), the server answers
 * with the same values plus or minus a row (Conform's submission.reply()), and nothing is saved.
 */
export const INTENT_FIELD = "__intent__";

export interface IntentButtonProps {
  name: string;
  value: string;
  formNoValidate: true;
}

export function insertRowButton(listName: string): IntentButtonProps {
  return {
    name: INTENT_FIELD,
    value: JSON.stringify({ type: "insert", payload: { name: listName } }),
    formNoValidate: true,
  };
}

export function removeRowButton(listName: string, index: number): IntentButtonProps {
  return {
    name: INTENT_FIELD,
    value: JSON.stringify({ type: "remove", payload: { name: listName, index } }),
    formNoValidate: true,
  };
}
