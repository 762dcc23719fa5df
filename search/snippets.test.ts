import { describe, expect, it } from "vitest";
import { bodyPassage, highlightTerms } from "./snippets";

const terms = (text: string) => highlightTerms({ text })!;
const marked = (text: string, body: string) =>
  bodyPassage(body, terms(text))
    .filter((p) => p.mark)
    .map((p) => p.text);

// About 60,000 characters, the most a document's text keeps (decision 082), none of them the words
// below. Ten such hits cost 40-45 ms of CPU in passages (decision 115).
const filler = "Η Οικονομική Επιτροπή του Δήμου αποφασίζει ομόφωνα για τα θέματα της ημερήσιας διάταξης. ".repeat(680);

describe("the document passage of a hit", () => {
  it("is empty when the document lacks the words, however long it is", () => {
    expect(filler.length).toBeGreaterThan(59_000);
    expect(bodyPassage(filler, terms("6Ε0Ε46Ψ842 καυσίμων"))).toEqual([]);
  });

  it("still finds the words written in capitals, with accents or a final sigma", () => {
    expect(marked("προμηθειας", `${filler} ΠΡΟΜΉΘΕΙΑΣ άλατος`)).toEqual(["ΠΡΟΜΉΘΕΙΑΣ"]);
    expect(marked("δαπάνης", "Έγκριση ΔΑΠΑΝΗΣ.")).toEqual(["ΔΑΠΑΝΗΣ"]);
  });

  it("still finds a code typed with Latin look-alikes, and the last word as a prefix", () => {
    expect(marked("6Ε0Ε46Υ842", `${filler} ΑΔΑ 6E0E46Y842`)).toEqual(["6E0E46Y842"]);
    expect(marked("καθαρισμ", "εργασίες ΚΑΘΑΡΙΣΜΟΎ ακτών")).toEqual(["ΚΑΘΑΡΙΣΜΟΎ"]);
  });
});
