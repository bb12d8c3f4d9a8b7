// INTERGROWTH-21st Newborn Size standard: weight, length and head circumference AT BIRTH by
// gestational age at birth (24+0 to 42+6 weeks, by day) and sex. The project publishes it as
// z-score tables (the -3..+3 SD lines for every day); data/intergrowth/newborn_size_by_day.csv
// holds those lines and data/intergrowth/SOURCE.md says where they come from. Server-only.
//
// Why a table and not an equation: from 33+0 weeks the standard is a skewed distribution
// (Villar et al., Lancet 2014) whose fitted parameters are not printed in the paper; the
// published z-score lines are. Between two lines the z is interpolated linearly in the value,
// which keeps it monotone and continuous; beyond ±3 the outer step is extended, so an extreme
// value still gets an extreme z (and the plausibility check still sees it).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Sex } from "@/lib/children/who-tables";

export type NewbornMeasure = "weight" | "length" | "head";

/** Gestational age at birth the standard covers, in days: 24+0 to 42+6 weeks. */
export const NEWBORN_SIZE_DAYS = { min: 24 * 7, max: 42 * 7 + 6 } as const;

/** The z of the published lines, in column order. */
const LINE_Z = [-3, -2, -1, 0, 1, 2, 3] as const;

type Lines = Map<string, number[]>; // key `${measure}|${sex}|${gaDays}` -> the seven lines

let cache: Lines | null = null;

/** Parses the CSV; fails loudly on a missing day or lines that are not increasing. */
export function parseNewbornCsv(text: string): Lines {
  const lines = text.trim().split("\n");
  if (lines[0].trim() !== "measure,sex,ga_days,zm3,zm2,zm1,z0,zp1,zp2,zp3") throw new Error(`newborn size: unexpected header ${lines[0]}`);
  const table: Lines = new Map();
  for (const line of lines.slice(1)) {
    const [measure, sexCode, day, ...values] = line.trim().split(",");
    const sex = sexCode === "1" ? "male" : sexCode === "2" ? "female" : null;
    const numbers = values.map(Number);
    const increasing = numbers.length === 7 && numbers.every((v, i) => v > 0 && (i === 0 || v > numbers[i - 1]));
    if (!sex || !["weight", "length", "head"].includes(measure) || !increasing) throw new Error(`newborn size: bad row ${line}`);
    table.set(`${measure}|${sex}|${Number(day)}`, numbers);
  }
  for (const measure of ["weight", "length", "head"]) {
    for (const sex of ["male", "female"]) {
      for (let day = NEWBORN_SIZE_DAYS.min; day <= NEWBORN_SIZE_DAYS.max; day++) {
        if (!table.has(`${measure}|${sex}|${day}`)) throw new Error(`newborn size: missing ${measure} ${sex} day ${day}`);
      }
    }
  }
  return table;
}

function table(): Lines {
  cache ??= parseNewbornCsv(readFileSync(path.join(process.cwd(), "data", "intergrowth", "newborn_size_by_day.csv"), "utf8"));
  return cache;
}

/** The seven published lines (-3..+3 SD) for a day, or null outside 24+0..42+6 weeks. */
export function newbornLines(measure: NewbornMeasure, sex: Sex, gaDays: number): readonly number[] | null {
  if (!Number.isInteger(gaDays) || gaDays < NEWBORN_SIZE_DAYS.min || gaDays > NEWBORN_SIZE_DAYS.max) return null;
  return table().get(`${measure}|${sex}|${gaDays}`) ?? null;
}

/** z of a birth measurement (kg or cm) at a gestational age in whole days; null outside the standard. */
export function newbornZ(measure: NewbornMeasure, sex: Sex, gaDays: number, value: number): number | null {
  const lines = newbornLines(measure, sex, gaDays);
  if (!lines || !Number.isFinite(value) || value <= 0) return null;
  // The segment holding the value; the outer segments are extended beyond ±3.
  let i = 0;
  while (i < lines.length - 2 && value > lines[i + 1]) i++;
  const [low, high] = [lines[i], lines[i + 1]];
  return LINE_Z[i] + (value - low) / (high - low);
}
