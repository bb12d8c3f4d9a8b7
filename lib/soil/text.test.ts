import { describe, expect, it } from "vitest";
import { containsKeyword, findKeyword, foldForMatch, isStorableText, normalizeApostrophes, normalizeForCompare, parseCsv, splitSentences, toStorableText, truncateWords, uzDecimalCommas } from "./text";

describe("normalizeApostrophes", () => {
  it.each(["o'rtacha", "oʻrtacha", "oʼrtacha", "o‘rtacha", "o’rtacha", "o`rtacha", "o´rtacha", "o′rtacha", "oʹrtacha"])(
    "%s -> o'rtacha",
    (text) => {
      expect(normalizeApostrophes(text)).toBe("o'rtacha");
    },
  );

  it("leaves other text alone", () => {
    expect(normalizeApostrophes("Samarqand, 2024 — «paxta»")).toBe("Samarqand, 2024 — «paxta»");
  });
});

describe("normalizeForCompare and foldForMatch", () => {
  it("lower-cases, trims and squeezes spaces", () => {
    expect(normalizeForCompare("  Oʻrtacha   Holat ")).toBe("o'rtacha holat");
  });

  it("folds apostrophes away and Uzbek Cyrillic onto Russian letters", () => {
    expect(foldForMatch("Fargʻona viloyati")).toBe("fargona viloyati");
    expect(foldForMatch("Самарқанд")).toBe(foldForMatch("Самарканд"));
    expect(foldForMatch("Қорақалпоғистон")).toBe("коракалпогистон");
    expect(foldForMatch("o'tloq-allyuvial, tuproq!")).toBe("otloq allyuvial tuproq");
  });
});

describe("keywords", () => {
  it("matches at the start of a word", () => {
    expect(containsKeyword("Tuproq sho'rlangan", ["sho'r"])).toBe(true);
    expect(containsKeyword("tuproq shoʻrxok", ["sho'r"])).toBe(true);
    expect(containsKeyword("qishloq", ["shloq"])).toBe(false);
  });

  it("whole-word keywords end with $", () => {
    expect(containsKeyword("yerda tuz bor", ["tuz$"])).toBe(true);
    expect(containsKeyword("tuzilishi yaxshi", ["tuz$"])).toBe(false);
    expect(findKeyword("oq qatlam bor", ["botqoq", "oq qatlam"])).toBe("oq qatlam");
    expect(findKeyword("", ["x"])).toBeNull();
  });
});

describe("truncateWords and splitSentences", () => {
  it("cuts at a word boundary", () => {
    expect(truncateWords("bir ikki uch to'rt besh", 12)).toBe("bir ikki…");
    expect(truncateWords("qisqa", 12)).toBe("qisqa");
  });

  it("splits on sentence ends and lines, keeping decimals", () => {
    expect(splitSentences("pH 7.5 atrofida. Tuz bor!\nSuv turadi; tamom")).toEqual(["pH 7.5 atrofida.", "Tuz bor!", "Suv turadi;", "tamom"]);
  });
});

describe("parseCsv", () => {
  it("reads quoted fields with commas and doubled quotes", () => {
    expect(parseCsv('a,b\n1,"x, ""y"""\r\n2,z\n\n')).toEqual([
      { a: "1", b: 'x, "y"' },
      { a: "2", b: "z" },
    ]);
  });

  it("returns no rows for empty input", () => {
    expect(parseCsv("")).toEqual([]);
  });
});

describe("isStorableText / toStorableText", () => {
  it.each([
    ["plain Uzbek", "Tuproq qattiqʻ, 😀 yaxshi", true],
    ["a NUL", "a\u0000b", false],
    ["a lone high surrogate", "a\ud800", false],
    ["a lone low surrogate", "\udc00a", false],
  ])("%s", (_label, text, storable) => {
    expect(isStorableText(text)).toBe(storable);
    expect(isStorableText(toStorableText(text))).toBe(true);
  });

  it("keeps what can be stored and marks what cannot", () => {
    expect(toStorableText("a\u0000b\ud800c 😀")).toBe("ab\ufffdc 😀");
  });
});

describe("uzDecimalCommas", () => {
  it("writes a decimal point of an Uzbek text as the pages' comma", () => {
    expect(uzDecimalCommas("pH 7.9 bo'lgani uchun, gumus 0.85%.")).toBe("pH 7,9 bo'lgani uchun, gumus 0,85%.");
    expect(uzDecimalCommas("pH 7.5-8.0 oralig'ida; 1.5 t/ga.")).toBe("pH 7,5-8,0 oralig'ida; 1,5 t/ga.");
    expect(uzDecimalCommas("pH 7,9")).toBe("pH 7,9");
  });

  it("leaves dates, versions, mixed separators and three-digit groups as written", () => {
    for (const text of ["25.09.2026 gacha", "versiya 2.5.1", "1,250.5 kg", "1.000 kg", "EC1:5", "NPK 8-24-24", "1.5.2"]) expect(uzDecimalCommas(text)).toBe(text);
  });
});
