/**
 * Russian and English texts of the catalogue (prisma/catalogue/translations/<locale>/*.json).
 * A translation holds only the words of an activity, in the order of the Uzbek original: its
 * title, description, skill, the steps and checklist of an instructional activity, and for a
 * game each round's question, option labels and hint. Everything else (values, answers,
 * pictures, ages) comes from the Uzbek activity, so a game is scored the same way in every
 * language and the daily plan never depends on the language.
 */
import { z } from "zod";
import type { ActivityContent } from "./content-schema";
import type { Locale } from "@/lib/i18n/locale";

/** The languages a catalogue text is translated into; Uzbek is the original. */
export type TranslatedLocale = Exclude<Locale, "uz">;
export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ["ru", "en"];

const text = z.string().trim().min(1);

export const roundTranslationSchema = z.strictObject({
  question: text,
  /** The option labels, in the order of the Uzbek options. */
  options: z.array(text).min(2).max(4),
  hint: text.optional(),
});

export const activityTranslationSchema = z.strictObject({
  title: text,
  description: text,
  skill: text,
  steps: z.array(text).min(3).max(8).optional(),
  checklist: z.array(text).min(1).max(8).optional(),
  rounds: z.array(roundTranslationSchema).min(3).max(8).optional(),
});

export const categoryTranslationSchema = z.strictObject({ title: text });

/** One translation file: activity (or category) slug -> its texts. */
export const activityTranslationFileSchema = z.record(z.string(), activityTranslationSchema);
export const categoryTranslationFileSchema = z.record(z.string(), categoryTranslationSchema);

export type ActivityTranslation = z.infer<typeof activityTranslationSchema>;
export type CategoryTranslation = z.infer<typeof categoryTranslationSchema>;
/** What the database column `translations` holds: one entry per translated language. */
export type Translations<T> = Partial<Record<TranslatedLocale, T>>;

/** The texts of an activity in one language. */
export interface ActivityText {
  title: string;
  description: string;
  skill: string;
  content: ActivityContent;
}

const count = (list: unknown[] | undefined) => list?.length ?? 0;

/**
 * Where a translation's shape differs from the Uzbek activity's: a missing or extra step,
 * checklist item, round, option or hint. Empty when it fits exactly.
 */
export function translationProblems(content: ActivityContent, translation: ActivityTranslation): string[] {
  const problems: string[] = [];
  if ("steps" in content) {
    if (count(translation.steps) !== content.steps.length) {
      problems.push(`steps: ${count(translation.steps)} instead of ${content.steps.length}`);
    }
    if (count(translation.checklist) !== count(content.checklist)) {
      problems.push(`checklist: ${count(translation.checklist)} instead of ${count(content.checklist)}`);
    }
    if (translation.rounds) problems.push("rounds: an instructional activity has none");
    return problems;
  }
  if (translation.steps || translation.checklist) problems.push("steps/checklist: a game has none");
  const rounds = translation.rounds ?? [];
  if (rounds.length !== content.rounds.length) {
    problems.push(`rounds: ${rounds.length} instead of ${content.rounds.length}`);
    return problems;
  }
  content.rounds.forEach((round, i) => {
    if (rounds[i].options.length !== round.options.length) {
      problems.push(`rounds.${i}.options: ${rounds[i].options.length} instead of ${round.options.length}`);
    }
    if ((rounds[i].hint === undefined) !== (round.hint === undefined)) {
      problems.push(`rounds.${i}.hint: ${round.hint === undefined ? "the Uzbek round has none" : "missing"}`);
    }
  });
  return problems;
}

/**
 * The activity's texts in a translation, or null when the translation no longer fits the Uzbek
 * content (someone edited the original since): the caller then shows the Uzbek text whole,
 * never a mix of stale and current words. The voice instruction (`audio`) is Uzbek speech, so
 * a translated content has none.
 */
export function applyTranslation(original: ActivityText, translation: ActivityTranslation | undefined): ActivityText | null {
  if (!translation || translationProblems(original.content, translation).length > 0) return null;
  const { content } = original;
  const translated: ActivityContent =
    "steps" in content
      ? {
          ...withoutAudio(content),
          steps: translation.steps!,
          ...(translation.checklist && { checklist: translation.checklist }),
        }
      : {
          ...content,
          rounds: content.rounds.map((round, i) => {
            const words = translation.rounds![i];
            return {
              ...round,
              question: words.question,
              options: round.options.map((option, j) => ({ ...option, label: words.options[j] })),
              ...(words.hint !== undefined && { hint: words.hint }),
            };
          }),
        };
  return { title: translation.title, description: translation.description, skill: translation.skill, content: translated };
}

function withoutAudio<T extends { audio?: string }>(content: T): Omit<T, "audio"> {
  const rest = { ...content };
  delete rest.audio;
  return rest;
}
