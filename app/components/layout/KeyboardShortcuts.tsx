/**
 * Listens for the keyboard shortcuts (app/shell/shortcuts.ts) once the page runs JavaScript.
 * Keys typed into a form field, a select or an editable region are never taken, nor keys that
 * carry a modifier other than the Ctrl+Shift+S combination, so assistive technology and the
 * browser keep theirs. Renders nothing.
 */
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { NO_SHORTCUT, nextShortcutState } from "#app/shell/shortcuts";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

export function KeyboardShortcuts({ canSubmit }: { canSubmit: boolean }) {
  const navigate = useNavigate();
  const state = useRef(NO_SHORTCUT);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isTyping(event.target)) {
        state.current = NO_SHORTCUT;
        return;
      }
      const { key, ctrlKey, shiftKey, altKey, metaKey, timeStamp } = event;
      const press = { key, ctrlKey, shiftKey, altKey, metaKey, at: timeStamp };
      const next = nextShortcutState(state.current, press, { canSubmit });
      state.current = next.state;
      if (next.go) {
        event.preventDefault();
        navigate(next.go);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [navigate, canSubmit]);
  return null;
}
