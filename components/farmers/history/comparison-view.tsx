// Two reports side by side as a list that fits a phone: each indicator "before → after" with
// the direction of the change in words and colour, then problems added, resolved and kept.
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { Locale } from "@/lib/i18n/locale";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { cardStyles } from "@/components/ui/styles";
import { percent, severityLabel, severityTone, statusLabel } from "../format";
import { formatNumber } from "@/lib/i18n/format";
import type { Comparison, Issue, Trend } from "./compare";

type Props = { comparison: Comparison; locale: Locale; t: FarmersMessages };

const TREND_TONE: Record<Trend, BadgeTone> = { improved: "green", worsened: "rose", unchanged: "neutral", changed: "sky" };

function Row({ label, before, after, change }: { label: string; before: string; after: string; change: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-t border-stone-100 pt-3 first:border-0 first:pt-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {before} <span aria-hidden="true">→</span>
          <span className="sr-only">,</span> {after}
        </span>
        {change}
      </dd>
    </div>
  );
}

function IssueGroup({ title, issues, t, tone }: { title: string; issues: Issue[]; t: FarmersMessages; tone: BadgeTone }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">
        {title} ({issues.length})
      </h3>
      {issues.length === 0 ? (
        <p className="text-stone-600">{t.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {issues.map((issue, index) => (
            <li key={`${issue.code}-${index}`}>
              <Badge tone={tone}>
                {issue.label} · {severityLabel(issue.severity, t)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ComparisonView({ comparison: c, locale, t }: Props) {
  const phChange =
    c.ph.delta === 0 ? t.unchanged : fill(c.ph.delta > 0 ? t.increased : t.decreased, { d: `${c.ph.delta > 0 ? "+" : "−"}${formatNumber(Math.abs(c.ph.delta), locale)}` });
  const nutrientLabels = { nitrogen: t.nitrogen, phosphorus: t.phosphorus, potassium: t.potassium, organicMatter: t.organicMatter };
  const trendLabels: Record<Trend, string> = { improved: t.improved, worsened: t.worsened, unchanged: t.unchanged, changed: t.changed };
  return (
    <>
      <section aria-labelledby="indicators-title" className={`${cardStyles} flex flex-col gap-3`}>
        <h2 id="indicators-title" className="text-xl font-bold">
          {t.indicatorsTitle}
        </h2>
        <dl className="flex flex-col gap-3">
          <Row label="pH" before={formatNumber(c.ph.before, locale)} after={formatNumber(c.ph.after, locale)} change={<Badge tone={c.ph.delta === 0 ? "neutral" : "sky"}>{phChange}</Badge>} />
          <Row label={t.soilType} before={c.type.before} after={c.type.after} change={<Badge tone={c.type.changed ? "sky" : "neutral"}>{c.type.changed ? t.changed : t.unchanged}</Badge>} />
          {c.nutrients.map((n) => (
            <Row
              key={n.key}
              label={nutrientLabels[n.key]}
              before={statusLabel(n.before, t)}
              after={statusLabel(n.after, t)}
              change={<Badge tone={TREND_TONE[n.trend]}>{trendLabels[n.trend]}</Badge>}
            />
          ))}
          <Row label={t.confidenceLabel} before={`${percent(c.confidence.before)}%`} after={`${percent(c.confidence.after)}%`} change={null} />
        </dl>
      </section>
      <section aria-labelledby="issues-change-title" className={`${cardStyles} flex flex-col gap-4`}>
        <h2 id="issues-change-title" className="text-xl font-bold">
          {t.issuesTitle}
        </h2>
        <IssueGroup title={t.issuesAdded} issues={c.added} t={t} tone="rose" />
        <IssueGroup title={t.issuesResolved} issues={c.resolved} t={t} tone="green" />
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">
            {t.issuesKept} ({c.kept.length})
          </h3>
          {c.kept.length === 0 ? (
            <p className="text-stone-600">{t.none}</p>
          ) : (
            <ul className="flex flex-col gap-1.5">
              {c.kept.map(({ before, after }, index) => (
                <li key={`${after.code}-${index}`} className="flex flex-wrap items-center gap-2">
                  <span>{after.label}:</span>
                  <Badge tone={severityTone(before.severity)}>{severityLabel(before.severity, t)}</Badge>
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">,</span>
                  <Badge tone={severityTone(after.severity)}>{severityLabel(after.severity, t)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
