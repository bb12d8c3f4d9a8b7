// Reads the farmer's free text for problem hints (keywords.ts), skipping negated mentions:
// "sho'r emas" (not saline), "не засолена", "no salt crust".
import { foldedWords } from "../text";
import { NEGATION_WORDS_AFTER, NEGATION_WORDS_BEFORE, OBSERVATION_KEYWORDS, type ObservationSignal } from "./keywords";

export type ObservationSignals = Record<ObservationSignal, boolean>;

const foldAll = (words: readonly string[]) => new Set(words.flatMap((word) => foldedWords(word)));
const NEGATE_AFTER = foldAll(NEGATION_WORDS_AFTER);
const NEGATE_BEFORE = foldAll(NEGATION_WORDS_BEFORE);

/** Positions where the keyword (folded words; last word a prefix unless "$") starts. */
function keywordPositions(words: string[], keyword: string): number[] {
  const whole = keyword.endsWith("$");
  const parts = foldedWords(whole ? keyword.slice(0, -1) : keyword);
  if (!parts.length) return [];
  const positions: number[] = [];
  for (let i = 0; i + parts.length <= words.length; i++) {
    const ok = parts.every((part, k) => {
      const word = words[i + k];
      return k < parts.length - 1 || whole ? word === part : word.startsWith(part);
    });
    if (ok) positions.push(i);
  }
  return positions;
}

function negated(words: string[], start: number, length: number): boolean {
  const after = words.slice(start + length, start + length + 3);
  const before = words.slice(Math.max(0, start - 2), start);
  return after.some((word) => NEGATE_AFTER.has(word)) || before.some((word) => NEGATE_BEFORE.has(word));
}

/** True when one of the keywords occurs in the text without a negation next to it. */
export function mentions(text: string, keywords: readonly string[]): boolean {
  const words = foldedWords(text);
  return keywords.some((keyword) => {
    const length = foldedWords(keyword.replace(/\$$/, "")).length;
    return keywordPositions(words, keyword).some((position) => !negated(words, position, length));
  });
}

/**
 * Problem hints from the observations and (for texture and crust cues) the physical
 * description. Yellowing and poor growth are about plants, so only observations count there.
 */
export function readObservations(observations: string, physical = ""): ObservationSignals {
  const all = `${observations}\n${physical}`;
  const signals = {} as ObservationSignals;
  for (const [signal, keywords] of Object.entries(OBSERVATION_KEYWORDS) as [ObservationSignal, readonly string[]][]) {
    const plantSignal = signal === "yellowing" || signal === "poorGrowth";
    signals[signal] = mentions(plantSignal ? observations : all, keywords);
  }
  return signals;
}
