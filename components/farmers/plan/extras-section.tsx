// Leaching (only from a lab's salinity value) and manure, each with its window.
import { fill } from "@/lib/i18n/bundle";
import type { PlanMessages } from "@/lib/i18n/farmers-plan";
import { formatDayRange, formatNumber } from "@/lib/i18n/format";
import { countText } from "@/lib/i18n/plural";
import type { Locale } from "@/lib/i18n/locale";
import type { PlanResponse } from "@/lib/soil/plan/response-schema";
import { cardStyles } from "@/components/ui/styles";
import { formatRange } from "./format";

export function LeachingSection({ plan, locale, t }: { plan: PlanResponse; locale: Locale; t: PlanMessages }) {
  const { leaching } = plan;
  if (!leaching) return null;
  return (
    <section aria-labelledby="leaching-title" className={`${cardStyles} border-amber-400 bg-amber-50 print:bg-white print:p-2`}>
      <h2 id="leaching-title" className="text-lg font-bold">
        {t.leachingTitle}
      </h2>
      <p>
        {fill(t.leachingText, {
          salinity: leaching.salinity,
          texture: leaching.texture,
          m3: formatRange(leaching.m3PerHa, locale, 0),
          field: formatRange(leaching.fieldM3, locale, 0),
          when: formatDayRange(leaching.window.start, leaching.window.end, locale),
          floods: countText(t.floodsCount, leaching.floods.max, locale, { n: formatRange(leaching.floods, locale, 0) }),
        })}
      </p>
      {leaching.seasons > 1 && <p className="font-semibold">{t.leachingSeasons}</p>}
    </section>
  );
}

export function ManureSection({ plan, locale, t }: { plan: PlanResponse; locale: Locale; t: PlanMessages }) {
  const { manure } = plan;
  if (!manure) return null;
  return (
    <section aria-labelledby="manure-title" className={`${cardStyles} print:p-2`}>
      <h2 id="manure-title" className="text-lg font-bold">
        {t.manureTitle}
      </h2>
      <p>
        {fill(t.manureText, {
          t: formatNumber(manure.tPerHa, locale),
          sotix: formatNumber(manure.sotixKg, locale),
          field: formatNumber(manure.fieldT, locale),
          when: formatDayRange(manure.window.start, manure.window.end, locale),
        })}
      </p>
    </section>
  );
}

export function NotesSection({ plan, t }: { plan: PlanResponse; t: PlanMessages }) {
  return (
    <section aria-labelledby="notes-title" className={`${cardStyles} print:p-2 print:text-[7.5pt]`}>
      <h2 id="notes-title" className="text-lg font-bold">
        {t.notesTitle}
      </h2>
      <ul className="mt-1 list-disc pl-5 print:columns-2 print:gap-6">
        {plan.notes.map((note) => (
          <li key={note.code}>{note.text}</li>
        ))}
      </ul>
      <h2 className="mt-2 font-bold print:hidden">{t.sourcesTitle}</h2>
      <ul className="list-disc pl-5 text-sm text-stone-700 print:hidden">
        {plan.sources.map((source) => (
          <li key={source.id}>{source.title}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">{plan.disclaimer}</p>
    </section>
  );
}
