/**
 * The keyboard shortcuts of SPEC §2 and §9: «d» then «h» goes home, «d» then «n» to a new
 * decision, Ctrl+Shift+S to the search page; the second key of a pair counts within 601 ms.
 * Pure: the help page (/keyboardShortcuts) lists SHORTCUTS, and the listener in the browser
 * (components/layout/KeyboardShortcuts.tsx) asks `nextShortcutState` what a key press means.
 */
import { paths } from "../paths";

/** SPEC §9: how long after the first key of a pair the second one still counts. */
export const SHORTCUT_SEQUENCE_MS = 601;

export interface Shortcut {
  /** Keys as shown on the help page. */
  keys: string[];
  /** Pressed one after the other (true), or together (false). */
  sequence: boolean;
  target: string;
  href: string;
  /** Only for users who may submit decisions (the menu shows «Νέα πράξη»). */
  needsSubmitRight?: boolean;
}

export const SHORTCUTS: Shortcut[] = [
  { keys: ["d", "h"], sequence: true, target: "Αρχική σελίδα", href: paths.home() },
  {
    keys: ["d", "n"],
    sequence: true,
    target: "Νέα πράξη (για όσους έχουν δικαίωμα υποβολής)",
    href: paths.newDecision(),
    needsSubmitRight: true,
  },
  { keys: ["Ctrl", "Shift", "S"], sequence: false, target: "Αναζήτηση πράξεων", href: paths.search() },
];

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** Milliseconds, any clock. */
  at: number;
}

export interface ShortcutState {
  /** The first key of a pair, and when it was pressed. */
  pending: { key: string; at: number } | null;
}

export const NO_SHORTCUT: ShortcutState = { pending: null };

/** What a key press means: where to go (if anywhere), and what to remember for the next one. */
export function nextShortcutState(
  state: ShortcutState,
  press: KeyPress,
  options: { canSubmit: boolean },
): { state: ShortcutState; go: string | null } {
  const key = press.key.toLowerCase();
  if (press.ctrlKey && press.shiftKey && !press.altKey && !press.metaKey && key === "s") {
    return { state: NO_SHORTCUT, go: paths.search() };
  }
  // Any other modifier means the key is someone else's (the browser's, a screen reader's).
  if (press.ctrlKey || press.altKey || press.metaKey) return { state: NO_SHORTCUT, go: null };
  const pending = state.pending && press.at - state.pending.at <= SHORTCUT_SEQUENCE_MS ? state.pending : null;
  if (pending) {
    const match = SHORTCUTS.find(
      (s) => s.sequence && s.keys[0] === pending.key && s.keys[1] === key && (!s.needsSubmitRight || options.canSubmit),
    );
    if (match) return { state: NO_SHORTCUT, go: match.href };
  }
  const starts = SHORTCUTS.some((s) => s.sequence && s.keys[0] === key);
  return { state: starts ? { pending: { key, at: press.at } } : NO_SHORTCUT, go: null };
}
