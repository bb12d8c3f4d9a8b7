// Problems found, most severe first: a chip coloured by severity (high rose, medium amber,
// low sky) with the severity in words too (colour is never the only signal), then the text.
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { SoilReportDetails } from "@/lib/soil";
import { Badge } from "@/components/ui/badge";
import { cardStyles } from "@/components/ui/styles";
import { byLevel, severityLabel, severityTone } from "../format";

export function IssueList({ issues, t }: { issues: SoilReportDetails["issues"]; t: FarmersMessages }) {
  const sorted = [...issues].sort(byLevel((issue) => issue.severity));
  return (
    <section aria-labelledby="issues-title" className={`${cardStyles} flex flex-col gap-3`}>
      <h2 id="issues-title" className="text-xl font-bold">
        {t.issuesTitle}
      </h2>
      {sorted.length === 0 ? (
        <p className="text-stone-700">{t.noIssues}</p>
      ) : (
        <>
          <ul lang="uz" className="flex flex-wrap gap-2" aria-hidden="true">
            {sorted.map((issue, index) => (
              <li key={`${issue.code}-${index}`}>
                <Badge tone={severityTone(issue.severity)}>{issue.label}</Badge>
              </li>
            ))}
          </ul>
          <ul className="flex flex-col gap-3">
            {sorted.map((issue, index) => (
              <li key={`${issue.code}-${index}`} className="flex flex-col gap-1 border-t border-stone-100 pt-3">
                <p className="flex flex-wrap items-center gap-2">
                  <span lang="uz" className="font-semibold">
                    {issue.label}
                  </span>
                  <Badge tone={severityTone(issue.severity)}>{severityLabel(issue.severity, t)}</Badge>
                </p>
                <p lang="uz" className="text-stone-700">
                  {issue.description}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
