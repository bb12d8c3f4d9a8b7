// The plan's application windows as an iCalendar file (the writer the vaccination feed uses,
// lib/calendar/ics.ts): one all-day event per stage over its whole window, naming the products
// and amounts for the field; the leaching window when the lab found salt. UIDs are stable per
// report, crop and stage, so importing again updates the events instead of doubling them.
import { buildCalendar, type AllDayEvent } from "@/lib/calendar/ics";
import { fill } from "@/lib/i18n/bundle";
import { countText } from "@/lib/i18n/plural";
import { PLAN_MESSAGES } from "@/lib/i18n/farmers-plan";
import { formatRange } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { FertiliserPlan } from "./plan";
import type { Range } from "./needs";

export function planCalendar(plan: FertiliserPlan, meta: { reportId: string; fieldName: string }, locale: Locale, now: Date = new Date()): string {
  const t = PLAN_MESSAGES[locale];
  const num = (r: Range) => formatRange(r, locale);
  const crop = t.crops[plan.crop];
  const uid = (part: string) => `${meta.reportId}-${plan.crop}-${part}@oila-dala`;
  const stages = [...new Set(plan.applications.map((a) => a.stage))];
  const events: AllDayEvent[] = stages.map((stage) => {
    const lines = plan.applications.filter((a) => a.stage === stage);
    const products = lines.map((a) => {
      const split = a.doses > 1 ? `. ${countText(t.splitDoses, a.doses, locale, { kg: num(a.doseKgPerHa) })}` : "";
      return fill(t.calendarProduct, { product: t.products[a.product].name, perHa: num(a.kgPerHa), field: num(a.fieldKg) }) + split;
    });
    return {
      uid: uid(stage),
      date: lines[0].window.start,
      lastDate: lines[0].window.end,
      summary: `${crop}: ${t.stages[stage].name}`,
      description: [...products, t.stages[stage].reason].join("\n"),
    };
  });
  if (plan.manure) {
    events.unshift({ uid: uid("manure"), date: plan.manure.window.start, lastDate: plan.manure.window.end, summary: `${crop}: ${fill(t.calendarManure, { t: plan.manure.tPerHa })}`, description: t.notes.manure_not_subtracted });
  }
  if (plan.leaching) {
    events.unshift({ uid: uid("leaching"), date: plan.leaching.window.start, lastDate: plan.leaching.window.end, summary: fill(t.calendarLeaching, { m3: num(plan.leaching.m3PerHa) }), description: plan.leaching.beforeSeason ? t.notes.leach_first : t.notes.leach_next_winter });
  }
  return buildCalendar(fill(t.calendarName, { field: meta.fieldName, crop }), events, now, "Fertiliser plan");
}
