// One word in one script: a Russian word with a Latin letter inside ("ГепB": Cyrillic "Геп" and
// a Latin "B") looks right but is a different word to search, to a screen reader and to spell
// checkers. Every text the product shows (the text bundles, the milestone, vaccine, problem and
// activity catalogues, the soil texts) and the docs are scanned: a word of letters must be all
// Latin or all Cyrillic. Terms come from docs/glossary.md (glossary.test.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { productTextFiles } from "@/tests/helpers/text-files";

const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** The words of a text that mix Latin and Cyrillic letters. */
function mixedScriptWords(text: string): string[] {
  return (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((word) => LATIN.test(word) && CYRILLIC.test(word));
}

// Matchers that accept look-alike letters of both scripts on purpose ("pH" typed as "рН"), and
// the glossary, which quotes the replaced "ГепB" to forbid it (lib/i18n/glossary.test.ts).
const MATCHERS = new Set(["lib/soil/lab-check.ts", "lib/soil/rules/history.ts", "docs/glossary.md"]);

describe("mixed scripts", () => {
  it("finds a word that mixes Latin and Cyrillic letters, and only such words", () => {
    expect(mixedScriptWords("АКДС-ГепB-Hib")).toEqual(["ГепB"]);
    expect(mixedScriptWords("Сaхар")).toEqual(["Сaхар"]); // a Latin "a"
    expect(mixedScriptWords("Гепатит B, АКДС-ГепВ-Hib, o'zbekcha, Oʻzbekiston, pH 7,9")).toEqual([]);
  });

  it("never occurs inside one word in any text bundle, catalogue file or doc", () => {
    const files = productTextFiles(["docs", "data", "README.md"]).filter((file) => !MATCHERS.has(file));
    expect(files).toContain(path.join("lib", "milestones", "catalogue.json"));
    expect(files).toContain(path.join("lib", "vaccinations", "schedule.ts"));
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) => mixedScriptWords(readFileSync(file, "utf8")).map((word) => `${file}: ${word}`));
    expect(found).toEqual([]);
  });
});
