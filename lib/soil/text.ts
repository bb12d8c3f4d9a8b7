// Small text helpers for Uzbek, Russian and English input. Farmers and models write the Uzbek
// apostrophe (o', g') in half a dozen ways; every comparison in the soil pipeline goes through
// these helpers so "Farg'ona", "Fargʻona" and "Farg`ona" are the same word.

/**
 * Characters used in place of the Uzbek apostrophe: ASCII ', modifier letters ʻ (U+02BB, the
 * official one) and ʼ (U+02BC), quotes ‘ ’ (U+2018/2019), backtick, acute accent ´, prime ′ and
 * the modifier prime ʹ.
 */
const APOSTROPHES = /['\u02BB\u02BC\u2018\u2019`\u00B4\u2032\u02B9]/g;

// PostgreSQL stores neither NUL (text, jsonb) nor lone UTF-16 surrogates (jsonb rejects their
// \ud800 escapes): such input must be refused (requests) or cleaned (model answers), never a 500.
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** True when PostgreSQL can store the text as it is. */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && !new RegExp(LONE_SURROGATE.source).test(text);
}

/** NUL removed and lone surrogates replaced by U+FFFD, so the text can be stored. */
export function toStorableText(text: string): string {
  return text.replace(NUL, "").replace(LONE_SURROGATE, "\uFFFD");
}

/** Every apostrophe variant -> ASCII '. */
export function normalizeApostrophes(text: string): string {
  return text.replace(APOSTROPHES, "'");
}

/** Trimmed, lower-case, NFC, ASCII apostrophes, single spaces: for enum and keyword checks. */
export function normalizeForCompare(text: string): string {
  return normalizeApostrophes(text.normalize("NFC"))
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

// Uzbek Cyrillic letters folded to their Russian look-alikes, so "Самарқанд" and "Самарканд"
// (and "Фарғона"/"Фаргона") share one matching key.
const CYRILLIC_FOLD: Record<string, string> = { "ў": "у", "қ": "к", "ғ": "г", "ҳ": "х", "ё": "е" };

/**
 * Loose matching key: lower case, apostrophes removed (people often drop them: "Fargona"),
 * Uzbek Cyrillic folded, anything that is not a letter or digit turned into one space.
 */
export function foldForMatch(text: string): string {
  return normalizeForCompare(text)
    .replace(/[ўқғҳё]/g, (letter) => CYRILLIC_FOLD[letter] ?? letter)
    .replace(/'/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Words of a folded text. */
export function foldedWords(text: string): string[] {
  const folded = foldForMatch(text);
  return folded ? folded.split(" ") : [];
}

/**
 * True when any keyword occurs in the text. Keywords are compared with foldForMatch, at the
 * start of a word (so "sho'r" finds "sho'rlangan" and "sho'rxok"), and may span several words.
 * A keyword ending in "$" must also end at a word end ("tuz$" finds "tuz" but not "tuzilish").
 */
export function containsKeyword(text: string, keywords: readonly string[]): boolean {
  return findKeyword(text, keywords) !== null;
}

/** The first keyword found in the text (see containsKeyword), or null. */
export function findKeyword(text: string, keywords: readonly string[]): string | null {
  const haystack = ` ${foldForMatch(text)} `;
  for (const keyword of keywords) {
    const wholeWord = keyword.endsWith("$");
    const needle = foldForMatch(wholeWord ? keyword.slice(0, -1) : keyword);
    if (needle && haystack.includes(wholeWord ? ` ${needle} ` : ` ${needle}`)) return keyword;
  }
  return null;
}

// A decimal with a point in an Uzbek text ("pH 7.9", "0.5-1 t") is written with the Uzbek
// pages' comma ("pH 7,9"; lib/i18n/format.ts), so one report does not show both. Dotted runs
// (a date 25.09.2026, a version 2.5.1), a point after a comma ("1,250.5") and three or more
// digits after the point ("1.000": a thousands point or three decimals cannot be told apart)
// stay as written.
const POINT_DECIMAL = /(?<![\d.,])(\d+)\.(\d{1,2})(?!\d|\.\d)/g;

/** Decimal points of an Uzbek text as decimal commas: "pH 7.9" -> "pH 7,9". */
export function uzDecimalCommas(text: string): string {
  return text.replace(POINT_DECIMAL, "$1,$2");
}

/** Cuts a text at a word boundary so it fits maxLength (adds "…" when cut). */
export function truncateWords(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxLength) return clean;
  const cut = clean.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** Splits plain text into sentences or lines (used for farmer observations and answer text). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Parses CSV with a header row, quoted fields ("a, b") and doubled quotes; returns records. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const nonEmpty = rows.filter((r) => r.some((cell) => cell.trim() !== ""));
  const [header, ...body] = nonEmpty;
  if (!header) return [];
  return body.map((cells) => Object.fromEntries(header.map((name, i) => [name.trim(), cells[i] ?? ""])));
}
