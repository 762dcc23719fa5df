import { describe, expect, it } from "vitest";
import { NO_SHORTCUT, nextShortcutState, SHORTCUT_SEQUENCE_MS, type KeyPress, type ShortcutState } from "./shortcuts";

const press = (key: string, at: number, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  at,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

/** Feeds key presses in order and returns where the last one leads. */
function play(presses: KeyPress[], canSubmit = true): string | null {
  let state: ShortcutState = NO_SHORTCUT;
  let go: string | null = null;
  for (const p of presses) ({ state, go } = nextShortcutState(state, p, { canSubmit }));
  return go;
}

describe("keyboard shortcuts (SPEC §2, §9)", () => {
  it("goes home on d then h, and to a new decision on d then n", () => {
    expect(play([press("d", 0), press("h", 300)])).toBe("/");
    expect(play([press("d", 0), press("n", 300)])).toBe("/decision/new");
  });

  it("counts the second key up to 601 ms after the first, not later", () => {
    expect(play([press("d", 0), press("h", SHORTCUT_SEQUENCE_MS)])).toBe("/");
    expect(play([press("d", 0), press("h", SHORTCUT_SEQUENCE_MS + 1)])).toBeNull();
  });

  it("goes to the search page on Ctrl+Shift+S, whatever the letter's case", () => {
    expect(play([press("S", 0, { ctrlKey: true, shiftKey: true })])).toBe("/search");
    expect(play([press("s", 0, { ctrlKey: true, shiftKey: true })])).toBe("/search");
    expect(play([press("s", 0, { ctrlKey: true })])).toBeNull();
  });

  it("leaves keys with other modifiers alone, and a pair broken by another key", () => {
    expect(play([press("d", 0), press("h", 100, { altKey: true })])).toBeNull();
    expect(play([press("d", 0), press("x", 100), press("h", 200)])).toBeNull();
    expect(play([press("h", 0)])).toBeNull();
  });

  it("offers a new decision only to users who may submit", () => {
    expect(play([press("d", 0), press("n", 100)], false)).toBeNull();
  });
});
