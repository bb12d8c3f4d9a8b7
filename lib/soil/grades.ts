// Fertiliser grades written as three numbers, "16-16-16", "NPK 16:16:16", "10-34-0": the
// percentages of N, P2O5 and K2O by weight. A grade written next to a product or "o'g'it" is the
// content of that product; a grade alone is a product of its own. Rules: docs/soil-rules.md 9.
import type { Content } from "./products";
import { MULT } from "./units";

// Two digits each; not part of a longer number or a decimal ("2024-05-12" is not a grade).
const GRADE = /(?<![\p{N}.,])(?:(?:NPK|НПК|N:P:K)\s*)?(\d{1,2})\s?[-:–]\s?(\d{1,2})\s?[-:–]\s?(\d{1,2})(?![\p{N}]|[.,]\d)/giu;
// "KAS 28 500 l" and "KAS 28 ming l" read two ways: 500 (or a thousand) litres of KAS-28, or
// 28 500 (28 000) litres of KAS. Neither reading is safe to assume: the digits stay part of the
// amount, and that amount is a dose that cannot be checked (docs/soil-rules.md 9).
const TWO_WAYS = `(?:28|30|32)(?:\\s\\d{3}(?!\\d|[.,]\\d)|${MULT})`;
const NAME_OR_AMOUNT = new RegExp(`(?<![\\p{L}])(?:KAS|КАС|UAN)\\s(?=${TWO_WAYS})`, "giu");
// The grade digits glued to a product name ("KAS-32", "UAN 28"): never an amount.
const NAME_DIGITS = new RegExp(`(?<=\\p{L}-)\\d{1,2}(?!\\d|[.,]\\d)|(?<=(?<![\\p{L}])(?:KAS|КАС|UAN)\\s)(?!${TWO_WAYS})(?:28|30|32)(?!\\d|[.,]\\d)`, "giu");

/** Where an amount starts whose first digits may instead be the grade in a product's name. */
export function ambiguousAmountStarts(text: string): Set<number> {
  return new Set([...text.matchAll(NAME_OR_AMOUNT)].map((m) => (m.index ?? 0) + m[0].length));
}

export type Grade = { index: number; end: number; content: Content };

/** The content a grade stands for, or null when the numbers cannot be a fertiliser grade. */
function contentOf(n: number, p: number, k: number): Content | null {
  const sum = n + p + k;
  // A real grade carries something and at most 100 % in all; each nutrient at most 62 % (K2O of KCl).
  if (sum === 0 || sum > 100 || Math.max(n, p, k) > 62) return null;
  const content: Content = {};
  if (n) content.nitrogen = n / 100;
  if (p) content.phosphorus = p / 100;
  if (k) content.potassium = k / 100;
  return content;
}

/** Every fertiliser grade in a text. */
export function findGrades(text: string): Grade[] {
  const grades: Grade[] = [];
  for (const m of text.matchAll(GRADE)) {
    const content = contentOf(Number(m[1]), Number(m[2]), Number(m[3]));
    if (content) grades.push({ index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, content });
  }
  return grades;
}

/** The text with the digits of grades and product names ("KAS-32") turned into "x", same length. */
export function maskGrades(text: string): string {
  let masked = text;
  for (const grade of findGrades(text)) {
    const span = masked.slice(grade.index, grade.end).replace(/\d/g, "x");
    masked = masked.slice(0, grade.index) + span + masked.slice(grade.end);
  }
  return masked.replace(NAME_DIGITS, (digits) => "x".repeat(digits.length));
}

// What may stand between a product name and its grade: spaces, brackets, quotes, "marka(si)".
const BETWEEN = /^[\s(«"':,-]*(?:(?:markasi|markali|marka|марки|марка|grade)[\s(«"':,-]*)?$/iu;

/** A grade written right before or after the span, if any and not yet used. */
export function adjacentGrade(text: string, index: number, end: number, grades: Grade[], used: Set<Grade>): Grade | null {
  for (const grade of grades) {
    if (used.has(grade)) continue;
    const gap = grade.index >= end ? text.slice(end, grade.index) : grade.end <= index ? text.slice(grade.end, index) : null;
    if (gap !== null && gap.length <= 12 && BETWEEN.test(gap)) return grade;
  }
  return null;
}
