// The soil profile: type, pH with how sure the estimate is, and the nutrient statuses as
// coloured words (low amber, medium sky, sufficient green, unknown grey).
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { Locale } from "@/lib/i18n/locale";
import type { SoilReportDetails } from "@/lib/soil";
import { Badge } from "@/components/ui/badge";
import { ProgressBar } from "@/components/ui/progress-bar";
import { cardStyles } from "@/components/ui/styles";
import { percent, statusLabel, statusTone } from "../format";
import { formatNumber } from "@/lib/i18n/format";

type Props = { profile: SoilReportDetails["soilProfile"]; locale: Locale; t: FarmersMessages };

export function SoilProfile({ profile, locale, t }: Props) {
  const confidence = fill(t.phConfidence, { p: percent(profile.phConfidence) });
  const statuses: [string, string][] = [
    [t.nitrogen, profile.nitrogen],
    [t.phosphorus, profile.phosphorus],
    [t.potassium, profile.potassium],
    [t.organicMatter, profile.organicMatter],
  ];
  return (
    <section aria-labelledby="profile-title" className={`${cardStyles} flex flex-col gap-3`}>
      <h2 id="profile-title" className="text-xl font-bold">
        {t.profileTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        <div className="col-span-2 rounded-xl bg-stone-50 px-3 py-2">
          <dt className="text-sm text-stone-600">{t.soilType}</dt>
          <dd lang="uz" className="text-lg font-semibold">
            {profile.type}
          </dd>
        </div>
        <div className="col-span-2 flex flex-col gap-1.5 rounded-xl bg-stone-50 px-3 py-2">
          <dt className="text-sm text-stone-600">{t.ph}</dt>
          <dd className="flex flex-col gap-1.5">
            <span className="flex items-baseline justify-between gap-2">
              <span className="text-2xl font-bold">{formatNumber(profile.ph, locale)}</span>
              <span className="text-sm text-stone-700">{confidence}</span>
            </span>
            <ProgressBar value={percent(profile.phConfidence)} max={100} label={`${t.ph}: ${confidence}`} valueText={confidence} />
          </dd>
        </div>
        {statuses.map(([label, status]) => (
          <div key={label} className="rounded-xl bg-stone-50 px-3 py-2">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="mt-0.5">
              <Badge tone={statusTone(status)}>{statusLabel(status, t)}</Badge>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
