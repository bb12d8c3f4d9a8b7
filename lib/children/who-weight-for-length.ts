// WHO weight-for-length (45-110 cm, lying, under 2 years) and weight-for-height (65-120 cm,
// standing, from 2 years), data/who/who_wfl.csv and who_wfh.csv (see data/who/SOURCE.md).
// Rows are every 0.1 cm; between rows the LMS values are interpolated linearly, as WHO Anthro
// does for lengths with more decimals. Used to spot implausible entries (plausibility.ts).
import { readFileSync } from "node:fs";
import path from "node:path";
import { restrictedZ, zResult, type Lms, type ZResult } from "@/lib/children/growth-standards";
import { whoDataDir, type Sex } from "@/lib/children/who-tables";

export type SizeTable = "weightForLength" | "weightForHeight";

const FILES: Record<SizeTable, { file: string; key: string }> = {
  weightForLength: { file: "who_wfl.csv", key: "length_cm" },
  weightForHeight: { file: "who_wfh.csv", key: "height_cm" },
};

interface Rows {
  /** Size of the first row in tenths of a cm. */
  first: number;
  lms: Record<Sex, Lms[]>;
}

const cache = new Map<SizeTable, Rows>();

/** Parses "sex,<key>,L,M,S" rows every 0.1 cm; fails loudly on gaps or bad numbers. */
export function parseSizeCsv(text: string, table: SizeTable): Rows {
  const { file, key } = FILES[table];
  const lines = text.trim().split("\n");
  if (lines[0].trim() !== `sex,${key},L,M,S`) throw new Error(`${file}: unexpected header ${lines[0]}`);
  const bySex: Record<Sex, Array<[number, Lms]>> = { male: [], female: [] };
  for (const line of lines.slice(1)) {
    const [sexCell, sizeCell, L, M, S] = line.trim().split(",");
    const sex: Sex | null = sexCell === "1" ? "male" : sexCell === "2" ? "female" : null;
    const tenths = Math.round(Number(sizeCell) * 10);
    const lms = { L: Number(L), M: Number(M), S: Number(S) };
    if (!sex || !Number.isFinite(tenths) || !Number.isFinite(lms.L) || !(lms.M > 0) || !(lms.S > 0)) {
      throw new Error(`${file}: bad row ${line}`);
    }
    bySex[sex].push([tenths, lms]);
  }
  const first = bySex.male[0]?.[0];
  for (const sex of ["male", "female"] as const) {
    const rows = bySex[sex];
    if (rows.length === 0 || rows.some(([tenths], i) => tenths !== first + i)) throw new Error(`${file}: rows for ${sex} are not every 0.1 cm`);
  }
  return { first, lms: { male: bySex.male.map(([, lms]) => lms), female: bySex.female.map(([, lms]) => lms) } };
}

function rows(table: SizeTable): Rows {
  let parsed = cache.get(table);
  if (!parsed) {
    parsed = parseSizeCsv(readFileSync(path.join(whoDataDir(), FILES[table].file), "utf8"), table);
    cache.set(table, parsed);
  }
  return parsed;
}

/** LMS at a length/height in cm, interpolated between 0.1 cm rows; null outside the table. */
export function sizeLms(table: SizeTable, sex: Sex, cm: number): Lms | null {
  const { first, lms } = rows(table);
  const position = cm * 10 - first;
  const list = lms[sex];
  if (!Number.isFinite(position) || position < -1e-9 || position > list.length - 1 + 1e-9) return null;
  const low = Math.min(Math.floor(position + 1e-9), list.length - 1);
  const high = Math.min(low + 1, list.length - 1);
  const f = Math.max(0, position - low);
  const mix = (a: number, b: number) => a + (b - a) * f;
  return { L: mix(list[low].L, list[high].L), M: mix(list[low].M, list[high].M), S: mix(list[low].S, list[high].S) };
}

/** Weight-for-length/height z (restricted beyond ±3 SD, like every weight-based indicator). */
export function weightForSizeZ(table: SizeTable, sex: Sex, cm: number, weight: number): ZResult | null {
  const lms = sizeLms(table, sex, cm);
  if (!lms || !Number.isFinite(weight) || weight <= 0) return null;
  const z = restrictedZ(lms, weight);
  return Number.isFinite(z) ? zResult(z) : null;
}
