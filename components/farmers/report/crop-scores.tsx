// Recommended crops with their suitability (0-1) as bars, best first, and why.
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { PLAN_MESSAGES } from "@/lib/i18n/farmers-plan";
import type { Locale } from "@/lib/i18n/locale";
import { identifyCrop } from "@/lib/soil/rules/history";
import type { SoilReportDetails } from "@/lib/soil";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cardStyles } from "@/components/ui/styles";
import { percent } from "../format";

// CSS `capitalize` would also raise the letter after an apostrophe ("Bug'Doy").
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A crop's name in the reader's language when we know the crop, else the analysis's Uzbek name. */
export function cropName(name: string, locale: Locale): { text: string; lang?: "uz" } {
  if (locale === "uz") return { text: upperFirst(name) };
  const id = identifyCrop(name)?.id;
  const known = id ? (PLAN_MESSAGES[locale].crops as Record<string, string>)[id] : undefined;
  return known ? { text: known } : { text: upperFirst(name), lang: "uz" };
}

export function CropScores({ crops, locale, t, textLang = "uz" }: { crops: SoilReportDetails["crops"]; locale: Locale; t: FarmersMessages; textLang?: string }) {
  const sorted = [...crops].sort((a, b) => b.score - a.score);
  if (sorted.length === 0) return null;
  return (
    <section aria-labelledby="crops-title" className={`${cardStyles} flex flex-col gap-3`}>
      <h2 id="crops-title" className="text-xl font-bold">
        {t.cropsTitle}
      </h2>
      <ul className="flex flex-col gap-4">
        {sorted.map((crop) => {
          const score = fill(t.cropScore, { p: percent(crop.score) });
          const name = cropName(crop.name, locale);
          return (
            <li key={crop.name} className="flex flex-col gap-1.5">
              <p className="flex items-baseline justify-between gap-2">
                <span lang={name.lang} className="text-lg font-semibold">
                  {name.text}
                </span>
                <span className="text-sm font-medium text-stone-700">{score}</span>
              </p>
              <ProgressBar value={percent(crop.score)} max={100} label={name.text} valueText={score} />
              {crop.reason && (
                <p lang={textLang} className="text-sm text-stone-700">
                  {crop.reason}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
