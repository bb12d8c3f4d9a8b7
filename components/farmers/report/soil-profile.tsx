// The soil profile: type, pH on an acid–neutral–alkaline scale, and the nutrient statuses as
// coloured words (low amber, medium sky, sufficient green, unknown grey). How sure each one is
// is said in words, by where it comes from ("aniq: laboratoriyadan", "taxmin: viloyat
// ma'lumotidan"), never as a bar a farmer would read as a score (issue 28).
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { phZone, type ReportMessages } from "@/lib/i18n/farmers-report";
import type { Locale } from "@/lib/i18n/locale";
import type { FindingSource, FindingSources } from "@/lib/soil/finding-sources";
import type { SoilReportDetails } from "@/lib/soil";
import { Badge } from "@/components/ui/badge";
import { cardStyles } from "@/components/ui/styles";
import { statusLabel, statusTone } from "../format";
import { formatNumber } from "@/lib/i18n/format";
import { SourceNote } from "./source-note";

type Props = { profile: SoilReportDetails["soilProfile"]; sources: FindingSources; locale: Locale; t: FarmersMessages; r: ReportMessages };

// The scale runs from pH 4 to 10: the soils of Uzbekistan sit between 6.5 and 9.
const SCALE_MIN = 4;
const SCALE_MAX = 10;
const position = (ph: number) => Math.round(((Math.min(SCALE_MAX, Math.max(SCALE_MIN, ph)) - SCALE_MIN) / (SCALE_MAX - SCALE_MIN)) * 1000) / 10;

function PhScale({ ph, locale, r }: { ph: number; locale: Locale; r: ReportMessages }) {
  const zone = phZone(ph);
  const words = { acid: r.phAcid, neutral: r.phNeutral, alkaline: r.phAlkaline };
  const text = fill(r.phScaleText, { ph: formatNumber(ph, locale), zone: words[zone] });
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold" data-testid="ph-zone">
        {text}
      </p>
      {/* The picture repeats the sentence above, so it is hidden from screen readers. */}
      <div aria-hidden="true" className="relative mt-1 h-3 w-full rounded-full bg-gradient-to-r from-amber-400 via-brand-500 to-sky-600 print:border print:border-stone-500">
        <span className="absolute -top-1 h-5 w-1.5 -translate-x-1/2 rounded bg-stone-900 ring-2 ring-white" style={{ left: `${position(ph)}%` }} />
      </div>
      <p aria-hidden="true" className="flex justify-between text-xs text-stone-700">
        <span>{r.phAcid}</span>
        <span>{r.phNeutral}</span>
        <span>{r.phAlkaline}</span>
      </p>
    </div>
  );
}

export function SoilProfile({ profile, sources, locale, t, r, textLang = "uz" }: Props & { textLang?: string }) {
  const statuses: [string, string, FindingSource][] = [
    [t.nitrogen, profile.nitrogen, sources.nitrogen],
    [t.phosphorus, profile.phosphorus, sources.phosphorus],
    [t.potassium, profile.potassium, sources.potassium],
    [t.organicMatter, profile.organicMatter, sources.organicMatter],
  ];
  return (
    <section aria-labelledby="profile-title" className={`${cardStyles} flex flex-col gap-3`}>
      <h2 id="profile-title" className="text-xl font-bold">
        {t.profileTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        <div className="col-span-2 rounded-xl bg-stone-50 px-3 py-2">
          <dt className="text-sm text-stone-600">{t.soilType}</dt>
          <dd lang={textLang} className="text-lg font-semibold">
            {profile.type}
          </dd>
        </div>
        <div className="col-span-2 flex flex-col gap-1.5 rounded-xl bg-stone-50 px-3 py-2">
          <dt className="text-sm text-stone-600">{t.ph}</dt>
          <dd className="flex flex-col gap-1.5">
            <span className="text-2xl font-bold">{formatNumber(profile.ph, locale)}</span>
            <SourceNote source={sources.ph} r={r} />
            <PhScale ph={profile.ph} locale={locale} r={r} />
          </dd>
        </div>
        {statuses.map(([label, status, source]) => (
          <div key={label} className="flex flex-col items-start gap-1 rounded-xl bg-stone-50 px-3 py-2">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="flex flex-col items-start gap-1">
              <Badge tone={statusTone(status)}>{statusLabel(status, t)}</Badge>
              <SourceNote source={source} r={r} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
