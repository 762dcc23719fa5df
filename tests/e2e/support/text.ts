/** Greek text helpers for assertions (what a reader would call "the same word"). */

/** Lower case, no tonos or dialytika, final sigma as sigma, single spaces. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("el")
    .replace(/ς/g, "σ")
    .replace(/\s+/g, " ")
    .trim();
}

const LATIN_FOR_GREEK: Record<string, string> = {
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
};

/** The ADA as someone would type it on a Latin keyboard: every look-alike letter made Latin. */
export function latinLookalike(ada: string): string {
  return [...ada].map((ch) => LATIN_FOR_GREEK[ch] ?? ch).join("");
}

/** Whether every letter of the ADA has a Latin look-alike (so it can be typed fully in Latin). */
export function fullyLatinTypeable(ada: string): boolean {
  return [...ada].every((ch) => /[0-9-]/.test(ch) || ch in LATIN_FOR_GREEK);
}

/** Today in Athens as dd/mm/yyyy (the on-screen date format). */
export function todayInAthens(): string {
  return new Intl.DateTimeFormat("el-GR", {
    timeZone: "Europe/Athens",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  })
    .format(new Date())
    .replace(/[.-]/g, "/");
}

/** ISO yyyy-mm-dd to dd/mm/yyyy. */
export function isoToGreekDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}/${m}/${y}`;
}
