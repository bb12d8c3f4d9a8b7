// Problems found, most severe first: a chip coloured by severity (high rose, medium amber,
// low sky) with the severity in words too (colour is never the only signal), then the text and
// where the finding comes from. An issue nothing the farmer gave could show is marked as the
// model's guess (issue 28). Names of known codes are ours, in the reader's language; the
// description is the analysis's Uzbek text.
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { ReportMessages } from "@/lib/i18n/farmers-report";
import type { FindingSource } from "@/lib/soil/finding-sources";
import { normalizeIssueCode } from "@/lib/soil/issue-labels";
import type { SoilReportDetails } from "@/lib/soil";
import { Badge } from "@/components/ui/badge";
import { cardStyles } from "@/components/ui/styles";
import { byLevel, severityLabel, severityTone } from "../format";
import { SourceNote } from "./source-note";

type Issue = SoilReportDetails["issues"][number];

/** An issue's name: ours for a known code (in the reader's language), else the analysis's Uzbek label. */
export function issueName(issue: Pick<Issue, "code" | "label">, r: ReportMessages): { text: string; lang?: "uz" } {
  const known = (r.issues as Record<string, string>)[normalizeIssueCode(issue.code)];
  return known ? { text: known } : { text: issue.label, lang: "uz" };
}

/** `textLang`: the language the report's own texts are written in (its `language`). */
type Props = { issues: Issue[]; sources: FindingSource[]; t: FarmersMessages; r: ReportMessages; textLang?: string };

export function IssueList({ issues, sources, t, r, textLang = "uz" }: Props) {
  const sorted = issues.map((issue, index) => ({ issue, source: sources[index] ?? "estimate" })).sort(byLevel(({ issue }) => issue.severity));
  return (
    <section aria-labelledby="issues-title" className={`${cardStyles} flex flex-col gap-3`}>
      <h2 id="issues-title" className="text-xl font-bold">
        {t.issuesTitle}
      </h2>
      {sorted.length === 0 ? (
        <p className="text-stone-700">{t.noIssues}</p>
      ) : (
        <>
          <ul className="flex flex-wrap gap-2" aria-hidden="true">
            {sorted.map(({ issue }, index) => {
              const name = issueName(issue, r);
              return (
                <li key={`${issue.code}-${index}`} lang={name.lang}>
                  <Badge tone={severityTone(issue.severity)}>{name.text}</Badge>
                </li>
              );
            })}
          </ul>
          <ul className="flex flex-col gap-3">
            {sorted.map(({ issue, source }, index) => {
              const name = issueName(issue, r);
              const guess = source === "model_guess";
              return (
                <li key={`${issue.code}-${index}`} data-issue={issue.code} className="flex flex-col items-start gap-1 border-t border-stone-100 pt-3">
                  <p className="flex flex-wrap items-center gap-2">
                    <span lang={name.lang} className="font-semibold">
                      {name.text}
                    </span>
                    {guess ? <Badge tone="amber">{r.guessBadge}</Badge> : <Badge tone={severityTone(issue.severity)}>{severityLabel(issue.severity, t)}</Badge>}
                  </p>
                  <p lang={textLang} className={guess ? "text-stone-700 italic" : "text-stone-700"}>
                    {issue.description}
                  </p>
                  <SourceNote source={source} r={r} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
