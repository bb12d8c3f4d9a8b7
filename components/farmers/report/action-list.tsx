// What to do, in priority order (high > medium > low, the answer's order within a priority),
// numbered so a farmer can say "I did step 2".
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { ReportMessages } from "@/lib/i18n/farmers-report";
import type { SoilReportDetails } from "@/lib/soil";
import { Badge } from "@/components/ui/badge";
import { cardStyles } from "@/components/ui/styles";
import { byLevel, priorityLabel } from "../format";

const TONE = { high: "rose", medium: "amber", low: "neutral" } as const;

export function ActionList({ actions, t, r, textLang = "uz" }: { actions: SoilReportDetails["actions"]; t: FarmersMessages; r: ReportMessages; textLang?: string }) {
  const seen = new Set<string>();
  const sorted = [...actions]
    .sort(byLevel((action) => action.priority))
    .filter((action) => !seen.has(action.description) && seen.add(action.description));
  if (sorted.length === 0) return null;
  return (
    <section aria-labelledby="actions-title" className={`${cardStyles} flex flex-col gap-3`}>
      <h2 id="actions-title" className="text-xl font-bold">
        {t.actionsTitle}
      </h2>
      <ol className="flex flex-col gap-3">
        {sorted.map((action, index) => (
          <li key={action.description} className="flex gap-3">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white print:border print:border-stone-800 print:bg-white print:text-stone-900">
              {index + 1}
            </span>
            <div className="flex flex-col items-start gap-1">
              <p className="flex flex-wrap items-center gap-2">
                {/* The action's kind is ours (translated); its text is the analysis's Uzbek. */}
                {r.actionTypes[action.type] && <span className="font-semibold">{r.actionTypes[action.type]}</span>}
                <Badge tone={TONE[action.priority as keyof typeof TONE] ?? "neutral"}>{priorityLabel(action.priority, t)}</Badge>
              </p>
              <p lang={textLang}>{action.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
