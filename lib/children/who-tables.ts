// Lazy loader for the WHO Child Growth Standards by-day LMS tables in data/who/
// (see data/who/SOURCE.md). Server-only: reads files with fs. Each table is parsed once per
// process into typed arrays indexed by age in days, so a lookup is an array access.
import { readFileSync } from "node:fs";
import path from "node:path";

export type Sex = "male" | "female";
export type Indicator =
  | "weightForAge"
  | "lengthHeightForAge"
  | "bmiForAge"
  | "headCircumferenceForAge";

/** Last age covered by the tables: 1826 days = 5 years. */
export const MAX_AGE_DAYS = 1826;

const FILES: Record<Indicator, string> = {
  weightForAge: "who_wfa_by_day.csv",
  lengthHeightForAge: "who_lhfa_by_day.csv",
  bmiForAge: "who_bmifa_by_day.csv",
  headCircumferenceForAge: "who_hcfa_by_day.csv",
};

export interface LmsColumns {
  L: Float64Array;
  M: Float64Array;
  S: Float64Array;
}

export type LmsTable = Record<Sex, LmsColumns>;

const cache = new Map<Indicator, LmsTable>();

/** Directory of the CSV files; relative to the working directory (the app root). */
export function whoDataDir(): string {
  return path.join(process.cwd(), "data", "who");
}

function emptyColumns(): LmsColumns {
  const size = MAX_AGE_DAYS + 1;
  return { L: new Float64Array(size), M: new Float64Array(size), S: new Float64Array(size) };
}

/** Parses "sex,age_days,L,M,S[,measure]" rows; fails loudly on anything unexpected. */
export function parseLmsCsv(text: string, name: string): LmsTable {
  const lines = text.split("\n");
  const header = lines[0].trim().split(",");
  const want = ["sex", "age_days", "L", "M", "S"];
  if (want.some((column, i) => header[i] !== column)) {
    throw new Error(`${name}: unexpected header ${lines[0]}`);
  }
  const table: LmsTable = { male: emptyColumns(), female: emptyColumns() };
  const seen = { male: 0, female: 0 };
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const cells = line.split(",");
    const sex: Sex | null = cells[0] === "1" ? "male" : cells[0] === "2" ? "female" : null;
    const day = Number(cells[1]);
    const L = Number(cells[2]);
    const M = Number(cells[3]);
    const S = Number(cells[4]);
    if (!sex || !Number.isInteger(day) || day < 0 || day > MAX_AGE_DAYS) {
      throw new Error(`${name}: bad row ${i + 1}: ${line}`);
    }
    if (!Number.isFinite(L) || !(M > 0) || !(S > 0)) {
      throw new Error(`${name}: bad LMS on row ${i + 1}: ${line}`);
    }
    const columns = table[sex];
    columns.L[day] = L;
    columns.M[day] = M;
    columns.S[day] = S;
    seen[sex]++;
  }
  // Every day 0..1826 must be present once per sex (M is never 0 in a real row).
  for (const sex of ["male", "female"] as const) {
    if (seen[sex] !== MAX_AGE_DAYS + 1 || table[sex].M.some((m) => m === 0)) {
      throw new Error(`${name}: incomplete table for ${sex}`);
    }
  }
  return table;
}

/** The LMS table of an indicator, read and parsed on first use. */
export function whoTable(indicator: Indicator): LmsTable {
  let table = cache.get(indicator);
  if (!table) {
    const file = path.join(whoDataDir(), FILES[indicator]);
    table = parseLmsCsv(readFileSync(file, "utf8"), FILES[indicator]);
    cache.set(indicator, table);
  }
  return table;
}
