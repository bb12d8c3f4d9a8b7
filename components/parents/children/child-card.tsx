// One child in the list: name, age, latest measurements and the actions for that child.
import { correctedAgeCaption } from "@/lib/children/age-caption";
import { Link } from "@/components/ui/link";
import type { ChildSummary } from "@/lib/children/schemas";
import type { DoseView } from "@/lib/vaccinations/schemas";
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import type { SharingMessages } from "@/lib/i18n/sharing";
import type { ParentsMessages } from "@/lib/i18n/parents";
import { formatDay, formatMeasure } from "@/lib/i18n/format";
import { Badge } from "@/components/ui/badge";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { ChildAvatar } from "./child-avatar";
import { MakeActiveForm } from "./make-active-form";
import { NextDoseNote } from "@/components/parents/vaccinations/next-dose-note";

type Props = {
  child: ChildSummary;
  locale: Locale;
  t: ParentsMessages;
  /** The next dose and the count of past doses not marked (omit to show no vaccination line). */
  vaccination?: { next: DoseView | null; catchUp: number; firstVisit: boolean };
  /** The server action that selects a child (makeChildActive). */
  makeActive: (formData: FormData) => Promise<void>;
  /** The sharing text: a shared child shows the person's role, and only the owner edits. */
  share: SharingMessages;
};

export function ChildCard({ child, locale, t, vaccination, makeActive, share }: Props) {
  const { metrics } = child;
  const facts = [
    { label: t.weight, value: metrics.weight, unit: t.kg },
    { label: t.height, value: metrics.height, unit: t.cm },
    { label: t.headCircumference, value: metrics.headCircumference, unit: t.cm },
  ].filter((fact) => fact.value != null);
  const headingId = `child-${child.id}`;
  return (
    <li
      className={`${cardStyles} flex flex-col gap-3 ${child.isSelected ? "border-brand-600 ring-2 ring-brand-600" : ""}`}
    >
      <div className="flex items-center gap-3">
        <ChildAvatar gender={child.gender} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="truncate text-lg font-bold">
            {child.name}
          </h2>
          <p className="text-stone-700">{child.ageLabel}</p>
          {child.correctedAgeLabel && (
            <p className="text-sm text-stone-600">{correctedAgeCaption(child.correctedAgeLabel, child.postMenstrualAge, t.correctedAgeShort)}</p>
          )}
        </div>
        <div className="flex flex-col items-end gap-1">
          {child.isSelected && <Badge tone="green">✓ {t.activeChild}</Badge>}
          {child.role !== "owner" && <Badge tone="violet">{fill(share.sharedBadge, { role: share.roles[child.role] })}</Badge>}
        </div>
      </div>
      {facts.length > 0 ? (
        <div>
          <dl className="grid grid-cols-3 gap-2">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-xl bg-stone-50 px-2 py-2">
                <dt className="text-xs text-stone-600">{fact.label}</dt>
                {/* A number and its unit stay on one line ("104,5 sm", never "104,5" over "sm"). */}
                <dd className="font-semibold whitespace-nowrap">{formatMeasure(fact.value!, fact.unit, locale, 2)}</dd>
              </div>
            ))}
          </dl>
          {metrics.recordedAt && (
            <p className="mt-1 text-sm text-stone-600">{fill(t.measuredOn, { date: formatDay(metrics.recordedAt, locale) })}</p>
          )}
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t.noMeasurements}</p>
      )}
      {vaccination && <NextDoseNote childId={child.id} dose={vaccination.next} catchUp={vaccination.catchUp} firstVisit={vaccination.firstVisit} locale={locale} />}
      <div className="flex flex-wrap gap-2">
        {!child.isSelected && (
          <MakeActiveForm
            action={makeActive}
            childId={child.id}
            label={t.makeActive}
            pendingLabel={t.saving}
            accessibleName={`${t.makeActive}: ${child.name}`}
          />
        )}
        {/* The child's name after the visible words tells the repeated links apart. */}
        <Link href={`/children/${child.id}`} aria-label={`${t.growthLink}: ${child.name}`} className={buttonStyles.secondary}>
          <span aria-hidden="true">📈</span> {t.growthLink}
        </Link>
        {child.role === "owner" && (
          <Link href={`/children/${child.id}/edit`} aria-label={`${t.editLink}: ${child.name}`} className={buttonStyles.secondary}>
            {t.editLink}
          </Link>
        )}
      </div>
    </li>
  );
}
