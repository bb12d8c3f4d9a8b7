// Crop history for the rotation rules (docs/soil-rules.md section 5, "Issues" and "Actions"): which
// crops were grown, repeated crops (monoculture), legumes, rice, and whether yields are falling.
import { foldedWords } from "../text";
import { CROPS, getCrop, type CropRule } from "./crops";
import { YIELD_WORDS } from "./keywords";
import { mentionsIn, parseKeyword } from "./observations";

export type HistoryEntry = { year: number; crop: string; yield: string; areaPercent?: number };

export type HistorySummary = {
  /** Seasons oldest first; cropIds are known crop ids ("other:<text>" for unknown crops). */
  seasons: { year: number; cropIds: string[] }[];
  /** The crop grown in every one of the latest consecutive seasons, without legumes in them. */
  repeatedCropId: string | null;
  repeatedYears: number;
  /** Three or more seasons of only cotton and wheat (the classic pair), no legume. */
  cottonWheatOnly: boolean;
  /** A legume (mosh, no'xat, soya, beda...) in the latest season, or beda in either of the last two. */
  recentLegume: boolean;
  riceLastSeason: boolean;
  decliningYield: boolean;
};

/** Known crop for a farmer's crop text ("g'o'za" -> cotton, "Пшеница" -> wheat), or null. */
export function identifyCrop(text: string): CropRule | null {
  const words = foldedWords(text);
  const hit = ALIASES.find(({ keyword }) => mentionsIn(words, [keyword]));
  return hit ? hit.rule : null;
}
// Longer aliases first so "oq jo'xori" (sorghum) is not read as "jo'xori" of another crop. Sorted
// and folded once: identifyCrop runs for every crop of a history and of a region's list, and
// folding every alias on every call was most of the time of an estimate.
const ALIASES = CROPS.flatMap((rule) => rule.aliases.map((alias) => ({ rule, alias, keyword: parseKeyword(alias) }))).sort((a, b) => b.alias.length - a.alias.length);
const YIELD_KEYWORDS = YIELD_WORDS.map(({ score, words }) => ({ score, keywords: words.map(parseKeyword) }));

/** Qualitative yield words -> 1..3; numbers -> centners per hectare (t/ga x10). Null if unreadable. */
export function readYield(text: string): { kind: "number" | "word"; value: number } | null {
  const number = text.replace(",", ".").match(/\d+(\.\d+)?/);
  if (number) {
    const value = Number(number[0]);
    const isTonnes = /\d\s*(t|т)(?![a-zа-я])|tonn|тонн/i.test(text);
    return { kind: "number", value: isTonnes ? value * 10 : value };
  }
  const words = foldedWords(text);
  if (!words.length) return null;
  // Check "poor" first: "o'rtachadan past" is poor, "juda yaxshi" is good.
  for (const { score, keywords } of YIELD_KEYWORDS) if (mentionsIn(words, keywords)) return { kind: "word", value: score };
  return null;
}

/**
 * Falling yields of one crop: its latest yield below its first and not above the one before.
 * Only the same crop is compared, words with words and numbers with numbers: cotton "good" then
 * wheat "average" is a rotation, not a decline (cotton centners are not wheat centners either).
 */
function isDeclining(entries: HistoryEntry[]): boolean {
  const byYear = [...entries].sort((a, b) => a.year - b.year);
  const falling = (values: number[]) =>
    values.length >= 2 && values[values.length - 1] < values[0] && values[values.length - 1] <= values[values.length - 2];
  const cropOf = (entry: HistoryEntry) => identifyCrop(entry.crop)?.id ?? `other:${entry.crop.trim().toLowerCase()}`;
  const ids = new Set(byYear.map(cropOf));
  return [...ids].some((id) => {
    const yields = byYear.filter((e) => cropOf(e) === id).map((e) => readYield(e.yield));
    const of = (kind: "number" | "word") => yields.filter((y) => y?.kind === kind).map((y) => y!.value);
    return falling(of("word")) || falling(of("number"));
  });
}

export function summarizeHistory(entries: HistoryEntry[]): HistorySummary {
  const years = [...new Set(entries.map((e) => e.year))].sort((a, b) => a - b);
  const seasons = years.map((year) => ({
    year,
    cropIds: [...new Set(entries.filter((e) => e.year === year).map((e) => identifyCrop(e.crop)?.id ?? `other:${e.crop.toLowerCase()}`))],
  }));
  const isLegume = (id: string) => getCrop(id)?.legume === true;
  const latest = seasons[seasons.length - 1];

  // Count back from the latest season while one crop repeats in consecutive years with no legume.
  let repeatedCropId: string | null = null;
  let repeatedYears = 0;
  if (latest) {
    for (const id of latest.cropIds.filter((cropId) => !isLegume(cropId))) {
      let count = 0;
      for (let i = seasons.length - 1; i >= 0; i--) {
        const season = seasons[i];
        const consecutive = i === seasons.length - 1 || seasons[i + 1].year - season.year === 1;
        if (!consecutive || !season.cropIds.includes(id) || season.cropIds.some(isLegume)) break;
        count++;
      }
      if (count > repeatedYears) [repeatedCropId, repeatedYears] = [id, count];
    }
  }
  if (repeatedYears < 2) [repeatedCropId, repeatedYears] = [null, 0];

  const allIds = seasons.flatMap((s) => s.cropIds);
  const cottonWheatOnly =
    seasons.length >= 3 && allIds.every((id) => id === "cotton" || id === "wheat") && allIds.includes("cotton") && allIds.includes("wheat");
  const lastTwo = seasons.slice(-2).flatMap((s) => s.cropIds);
  const recentLegume = (latest?.cropIds.some(isLegume) ?? false) || lastTwo.includes("alfalfa");

  return {
    seasons,
    repeatedCropId,
    repeatedYears,
    cottonWheatOnly,
    recentLegume,
    riceLastSeason: latest?.cropIds.includes("rice") ?? false,
    decliningYield: isDeclining(entries),
  };
}
