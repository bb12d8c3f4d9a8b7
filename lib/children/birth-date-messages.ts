// The per-record messages of the 400 records_before_birth problem, in the request's language
// (uz, ru, en). Each names the record and both dates; `record` beside it carries the same facts
// for a program. English keeps its earlier wording, which clients may already show.
import { fill } from "@/lib/i18n/bundle";
import { formatDay } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { ProblemRecord } from "@/lib/problems/spec";

const NAMES: Record<Locale, Record<ProblemRecord["kind"], string>> = {
  uz: { growth: "O'lchov", vaccination: "Emlash ({id})", milestone: "Rivojlanish bosqichiga javob ({id})", activity: "Mashg'ulot" },
  ru: { growth: "Измерение", vaccination: "Прививка ({id})", milestone: "Ответ об этапе развития ({id})", activity: "Занятие" },
  en: { growth: "growth record", vaccination: "vaccination {id}", milestone: "milestone answer {id}", activity: "activity" },
};

// Neutral sentences ("Name: date is before…"), so the Russian needs no gender agreement.
const SENTENCE: Record<Locale, string> = {
  uz: "{name}: {date} sanasi yangi tug'ilgan sanadan ({birth}) oldin.",
  ru: "{name}: дата {date} раньше новой даты рождения ({birth}).",
  en: "{name} is dated {date}, before the new birth date {birth}.",
};

/** "Emlash (bcg): 5-iyun, 2024 sanasi yangi tug'ilgan sanadan (1-sentabr, 2024) oldin." */
export function recordBeforeBirthMessage(record: ProblemRecord, birthDate: string, locale: Locale): string {
  // English keeps ISO dates (its wording predates the translations); uz and ru write them out.
  const day = (iso: string) => (locale === "en" ? iso : formatDay(iso, locale));
  const name = fill(NAMES[locale][record.kind], { id: record.id });
  return fill(SENTENCE[locale], { name, date: day(record.date), birth: day(birthDate) });
}
