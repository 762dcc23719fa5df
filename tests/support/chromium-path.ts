/**
 * The browser the tests drive: Debian's Chromium headless shell (package chromium-headless-shell),
 * or whatever CHROMIUM_PATH names. The shell is the same Chromium engine without the desktop
 * browser around it; the whole browser suite costs ~40 % less CPU with it than with the full
 * `chromium` on these 2-core machines (docs/decisions/140-headless-shell-for-tests.md).
 */
const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium-headless-shell";

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}
