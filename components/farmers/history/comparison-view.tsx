// Two reports side by side as a list that fits a phone: each indicator "before → after" and ONE
// verdict, in a word and a colour (green better, red worse, grey same, sky "measured for the
// first time"; issue 34), direction-aware (a rise in alkalinity is worse: compare.ts); how sure
// each report is in plain words, not percentages. Then problems added, first measured, resolved
// and kept; a kept problem whose severity moved says why.
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { ReportMessages } from "@/lib/i18n/farmers-report";
import type { Locale } from "@/lib/i18n/locale";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { cardStyles } from "@/components/ui/styles";
import { severityLabel, severityTone, statusLabel } from "../format";
import { formatNumber } from "@/lib/i18n/format";
import { issueName } from "../report/issue-list";
import type { Comparison, Issue, KeptIssue, Trend } from "./compare";

type Props = { comparison: Comparison; locale: Locale; t: FarmersMessages; r: ReportMessages };

const TREND_TONE: Record<Trend, BadgeTone> = { improved: "green", worsened: "rose", unchanged: "neutral", measured: "sky", unmeasured: "neutral" };
const TREND_ICON: Record<Trend, string> = { improved: "▲", worsened: "▼", unchanged: "=", measured: "✚", unmeasured: "?" };

function TrendBadge({ trend, text }: { trend: Trend; text: string }) {
  return (
    <span data-trend={trend} data-testid="verdict">
      <Badge tone={TREND_TONE[trend]}>
        <span aria-hidden="true">{TREND_ICON[trend]}</span> {text}
      </Badge>
    </span>
  );
}

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

function IssueGroup({ title, issues, t, r, tone }: { title: string; issues: Issue[]; t: FarmersMessages; r: ReportMessages; tone: BadgeTone }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">
        {title} ({issues.length})
      </h3>
      {issues.length === 0 ? (
        <p className="text-stone-600">{t.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {issues.map((issue, index) => {
            const name = issueName(issue, r);
            return (
              <li key={`${issue.code}-${index}`} lang={name.lang}>
                <Badge tone={tone}>
                  {name.text} · {severityLabel(issue.severity, t)}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function KeptRow({ kept, t, r }: { kept: KeptIssue; t: FarmersMessages; r: ReportMessages }) {
  const { before, after, trend, sources } = kept;
  const name = issueName(after, r);
  const words: Record<Trend, string> = { improved: t.severityDown, worsened: t.severityUp, measured: t.severityMeasured, unchanged: t.unchanged, unmeasured: t.unmeasured };
  // Why the severity moved: what it rests on changed (a lab value now), or the soil itself (the new text).
  const why =
    trend === "unchanged"
      ? null
      : sources.before !== sources.after
        ? fill(t.severityWhySource, { before: r.sources[sources.before], after: r.sources[sources.after] })
        : fill(t.severityWhySame, { why: after.description });
  return (
    <li className="flex flex-col gap-1" data-issue={after.code}>
      <p className="flex flex-wrap items-center gap-2">
        <span lang={name.lang}>{name.text}:</span>
        <Badge tone={severityTone(before.severity)}>{severityLabel(before.severity, t)}</Badge>
        <span aria-hidden="true">→</span>
        <span className="sr-only">,</span>
        <Badge tone={severityTone(after.severity)}>{severityLabel(after.severity, t)}</Badge>
        {trend !== "unchanged" && <TrendBadge trend={trend} text={words[trend]} />}
      </p>
      {why && (
        <p className="text-sm text-stone-700" lang={sources.before !== sources.after ? undefined : "uz"}>
          {why}
        </p>
      )}
    </li>
  );
}

export function ComparisonView({ comparison: c, locale, t, r }: Props) {
  const trendLabels: Record<Trend, string> = { improved: t.improved, worsened: t.worsened, unchanged: t.unchanged, measured: t.measuredFirst, unmeasured: t.unmeasured };
  const nutrientLabels = { nitrogen: t.nitrogen, phosphorus: t.phosphorus, potassium: t.potassium, organicMatter: t.organicMatter };
  return (
    <>
      <section aria-labelledby="indicators-title" className={`${cardStyles} flex flex-col gap-3`}>
        <h2 id="indicators-title" className="text-xl font-bold">
          {t.indicatorsTitle}
        </h2>
        <dl className="flex flex-col gap-3">
          <Row label="pH" before={formatNumber(c.ph.before, locale)} after={formatNumber(c.ph.after, locale)} change={<TrendBadge trend={c.ph.trend} text={trendLabels[c.ph.trend]} />} />
          <Row
            label={t.soilType}
            before={c.type.before}
            after={c.type.after}
            change={<TrendBadge trend={c.type.trend} text={c.type.trend !== "unchanged" ? trendLabels[c.type.trend] : c.type.changed ? t.changed : t.unchanged} />}
          />
          {c.nutrients.map((n) => (
            <Row key={n.key} label={nutrientLabels[n.key]} before={statusLabel(n.before, t)} after={statusLabel(n.after, t)} change={<TrendBadge trend={n.trend} text={trendLabels[n.trend]} />} />
          ))}
          <Row
            label={t.confidenceLabel}
            before={t.sureLevels[c.confidence.levels.before]}
            after={t.sureLevels[c.confidence.levels.after]}
            change={<TrendBadge trend={c.confidence.trend} text={trendLabels[c.confidence.trend]} />}
          />
        </dl>
      </section>
      <section aria-labelledby="issues-change-title" className={`${cardStyles} flex flex-col gap-4`}>
        <h2 id="issues-change-title" className="text-xl font-bold">
          {t.issuesTitle}
        </h2>
        <IssueGroup title={t.issuesAdded} issues={c.added} t={t} r={r} tone="rose" />
        <IssueGroup title={t.issuesMeasured} issues={c.measured} t={t} r={r} tone="sky" />
        <IssueGroup title={t.issuesResolved} issues={c.resolved} t={t} r={r} tone="green" />
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">
            {t.issuesKept} ({c.kept.length})
          </h3>
          {c.kept.length === 0 ? (
            <p className="text-stone-600">{t.none}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {c.kept.map((kept, index) => (
                <KeptRow key={`${kept.after.code}-${index}`} kept={kept} t={t} r={r} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
