// docs/glossary.md is the source of every term the product shows: each wording it lists as
// replaced (in backticks, last column) must not come back into a product text, and the terms a
// parent met under two names (corrected age) are the glossary's in every bundle.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MILESTONE_PAGE } from "@/lib/milestones/page-messages";
import { PARENTS } from "@/lib/i18n/parents";
import { SUMMARY_MESSAGES } from "@/lib/i18n/summary";
import { productTextFiles } from "@/tests/helpers/text-files";

const glossary = readFileSync("docs/glossary.md", "utf8");

/** Rows of the glossary's tables: [concept, uz, ru, en, not to use]. */
const rows = glossary
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| Concept") && !line.startsWith("| ---"))
  .map((line) => line.split("|").slice(1, -1).map((cell) => cell.trim()));

const avoided = rows.flatMap((row) => [...(row[4] ?? "").matchAll(/`([^`]+)`/g)].map(([, phrase]) => phrase));

describe("docs/glossary.md", () => {
  it("gives the uz, ru and en term of each concept", () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    for (const row of rows) {
      expect(row, row[0]).toHaveLength(5);
      for (const term of row.slice(1, 4)) expect(term.trim(), row[0]).not.toBe("");
    }
  });

  it("keeps every replaced wording out of the product's texts", () => {
    expect(avoided).toEqual(expect.arrayContaining(["to'g'rilangan yosh", "sun'iy aralashma", "odatdagidan juda uzoq", "turib turadi"]));
    const texts = productTextFiles().map((file) => [file, readFileSync(file, "utf8").toLowerCase()] as const);
    const found = avoided.flatMap((phrase) => texts.filter(([, text]) => text.includes(phrase.toLowerCase())).map(([file]) => `${file}: ${phrase}`));
    expect(found).toEqual([]);
  });

  it("names corrected age with the glossary's term on the child form, the growth, milestone and summary pages", () => {
    const term = { uz: "tuzatilgan yosh", ru: "скорректированн", en: "corrected age" } as const;
    for (const locale of ["uz", "ru", "en"] as const) {
      const texts = [
        PARENTS[locale].correctedAgeShort,
        PARENTS[locale].gestationalWeeksHint,
        PARENTS[locale].correctionNote,
        MILESTONE_PAGE[locale].corrected,
        SUMMARY_MESSAGES[locale].correctedAge,
        SUMMARY_MESSAGES[locale].correctedWindow,
      ];
      for (const text of texts) expect(text.toLowerCase(), `${locale}: ${text}`).toContain(term[locale]);
    }
  });
});
