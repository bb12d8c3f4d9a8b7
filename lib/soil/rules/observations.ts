// Reads the farmer's free text for problem hints (keywords.ts), skipping negated mentions:
// "sho'r emas" (not saline), "не засолена", "no salt crust".
import { foldedWords } from "../text";
import { NEGATION_WORDS_AFTER, NEGATION_WORDS_BEFORE, OBSERVATION_KEYWORDS, type ObservationSignal } from "./keywords";

export type ObservationSignals = Record<ObservationSignal, boolean>;

const foldAll = (words: readonly string[]) => new Set(words.flatMap((word) => foldedWords(word)));
const NEGATE_AFTER = foldAll(NEGATION_WORDS_AFTER);
const NEGATE_BEFORE = foldAll(NEGATION_WORDS_BEFORE);

/**
 * A keyword read once: its folded words, and whether the last one must end at a word end ("$").
 * Folding is most of the cost of a match, so callers that match the same keywords again and
 * again (every crop alias, every observation list) read them once and use mentionsIn().
 */
export type ParsedKeyword = { parts: string[]; whole: boolean };

export function parseKeyword(keyword: string): ParsedKeyword {
  const whole = keyword.endsWith("$");
  return { parts: foldedWords(whole ? keyword.slice(0, -1) : keyword), whole };
}

/** Positions where the keyword (folded words; last word a prefix unless "$") starts. */
function keywordPositions(words: string[], { parts, whole }: ParsedKeyword): number[] {
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

/** mentions() for a text already folded into words (foldedWords) and keywords already read. */
export function mentionsIn(words: string[], keywords: readonly ParsedKeyword[]): boolean {
  return keywords.some((keyword) => keywordPositions(words, keyword).some((position) => !negated(words, position, keyword.parts.length)));
}

/** True when one of the keywords occurs in the text without a negation next to it. */
export function mentions(text: string, keywords: readonly string[]): boolean {
  return mentionsIn(foldedWords(text), keywords.map(parseKeyword));
}

const OBSERVATION_SIGNALS = (Object.entries(OBSERVATION_KEYWORDS) as [ObservationSignal, readonly string[]][]).map(
  ([signal, keywords]) => [signal, keywords.map(parseKeyword)] as const,
);

/**
 * Problem hints from the observations and (for texture and crust cues) the physical
 * description. Yellowing and poor growth are about plants, so only observations count there.
 */
export function readObservations(observations: string, physical = ""): ObservationSignals {
  const all = `${observations}\n${physical}`;
  const signals = {} as ObservationSignals;
  const observationWords = foldedWords(observations);
  const allWords = foldedWords(all);
  for (const [signal, keywords] of OBSERVATION_SIGNALS) {
    const plantSignal = signal === "yellowing" || signal === "poorGrowth";
    signals[signal] = mentionsIn(plantSignal ? observationWords : allWords, keywords);
  }
  return signals;
}
