// A report's problems as coloured badges, worst first: on a field's card (the first few) and in
// its history. Names of known codes are ours, in the reader's language; a code we do not know
// keeps the model's Uzbek label, marked lang="uz".
import type { Locale } from "@/lib/i18n/locale";
import { REPORT_MESSAGES } from "@/lib/i18n/farmers-report";
import type { SoilReportBody } from "@/lib/soil";
import { Badge } from "@/components/ui/badge";
import { byLevel, severityTone } from "./format";
import { issueName } from "./report/issue-list";

type Props = { issues: SoilReportBody["details"]["issues"]; locale: Locale; label: string; limit?: number };

export function IssueBadges({ issues, locale, label, limit }: Props) {
  if (issues.length === 0) return null;
  const r = REPORT_MESSAGES[locale];
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {[...issues]
        .sort(byLevel((issue) => issue.severity))
        .slice(0, limit)
        .map((issue, index) => {
          const name = issueName(issue, r);
          return (
            <li key={`${issue.code}-${index}`} lang={name.lang}>
              <Badge tone={severityTone(issue.severity)}>{name.text}</Badge>
            </li>
          );
        })}
    </ul>
  );
}
