import { correctedAgeCaption } from "@/lib/children/age-caption";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { listGrowth } from "@/lib/children/growth";
import { MAX_AGE_DAYS } from "@/lib/children/growth-standards";
import { fill } from "@/lib/i18n/bundle";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import { daysBetween, tashkentDate } from "@/lib/time";
import { ChildAvatar } from "@/components/parents/children/child-avatar";
import { MakeActiveForm } from "@/components/parents/children/make-active-form";
import { lastChartDay } from "@/components/parents/growth/chart-scale";
import { GrowthSection, chartPoints, whoPoints } from "@/components/parents/growth/growth-section";
import { MeasurementForm } from "@/components/parents/growth/measurement-form";
import { Badge } from "@/components/ui/badge";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { MILESTONE_PAGE } from "@/lib/milestones/page-messages";
import { SUMMARY_MESSAGES } from "@/lib/i18n/summary";
import { getParentsMessages } from "../../messages";
import { addMeasurement, makeChildActive } from "../actions";
import { loadChild } from "../load-child";
import { childAbilities, childAccess } from "../access";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { ACTIVITY_HISTORY_MESSAGES } from "@/lib/i18n/activity-history";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getParentsMessages();
  return { title: `${t.growthLink} · ${common.appName}` };
}

// A child's growth against the WHO standard (INTERGROWTH-21st before term for preterm babies),
// and a form to add today's measurement.
export default async function ChildGrowthPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  const child = await loadChild(user.id, id, locale);
  const growth = await listGrowth(childAccess(user.id, "viewer"), child.id);
  const can = childAbilities(child.role);
  const share = SHARING_MESSAGES[locale];
  const today = tashkentDate();
  const ageDays = daysBetween(child.birthDate, today);
  const weight = chartPoints(growth.records, "weight");
  const height = chartPoints(growth.records, "height");
  const shared = { sex: growth.sex, birthDate: child.birthDate, childName: child.name, locale, t };
  const records = growth.records;
  const notes = [
    child.correctedAgeLabel != null || records.some((r) => r.usedCorrectedAge) ? t.correctionNote : null,
    records.some((r) => r.standard === "intergrowth21NewbornSize") ? t.newbornSizeNote : null,
    records.some((r) => r.standard === "intergrowth21Preterm") ? t.pretermStandardNote : null,
    records.some((r) => r.standard === null && r.postMenstrualAgeDays !== null) ? t.noStandardNote : null,
  ].filter((note): note is string => note !== null);
  return (
    <section className="flex flex-col gap-5">
      <Link href="/children" className={buttonStyles.back}>
        ← {t.childrenTitle}
      </Link>
      <div className="flex items-center gap-3">
        <ChildAvatar gender={child.gender} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold">{fill(t.growthTitle, { name: child.name })}</h1>
          <p className="text-stone-700">
            {child.ageLabel}
            {child.correctedAgeLabel && ` · ${correctedAgeCaption(child.correctedAgeLabel, child.postMenstrualAge, t.correctedAgeShort)}`}
          </p>
        </div>
        {child.isSelected && <Badge tone="green">✓ {t.activeChild}</Badge>}
      </div>
      {!can.manage && (
        <p className="flex flex-wrap items-center gap-2 text-stone-800">
          <Badge tone="violet">{fill(share.sharedBadge, { role: share.roles[child.role] })}</Badge>
          {!can.record && <span>{share.viewerNote}</span>}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!child.isSelected && (
          <MakeActiveForm
            action={makeChildActive}
            childId={child.id}
            label={t.makeActive}
            pendingLabel={t.saving}
            variant="secondary"
          />
        )}
        {can.manage && (
          <Link href={`/children/${child.id}/edit`} className={buttonStyles.secondary}>
            {t.editLink}
          </Link>
        )}
        <Link href={`/children/${child.id}/members`} className={buttonStyles.secondary}>
          <span aria-hidden="true">👪</span> {share.shareButton}
        </Link>
        <Link href={`/children/${child.id}/vaccinations`} className={buttonStyles.secondary}>
          <span aria-hidden="true">💉</span> {VACCINATION_MESSAGES[locale].link}
        </Link>
        <Link href={`/children/${child.id}/milestones`} className={buttonStyles.secondary}>
          {MILESTONE_PAGE[locale].link}
        </Link>
        <Link href={`/children/${child.id}/activities`} className={buttonStyles.secondary}>
          {ACTIVITY_HISTORY_MESSAGES[locale].link}
        </Link>
        <Link href={`/children/${child.id}/summary`} className={buttonStyles.primary}>
          <span aria-hidden="true">🩺</span> {SUMMARY_MESSAGES[locale].link}
        </Link>
      </div>
      {can.manage && child.isPremature && child.gestationalWeeks == null && (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-900">
          {fill(t.weeksMissing, { name: child.name })}{" "}
          <Link href={`/children/${child.id}/edit`} className="font-semibold underline underline-offset-4">
            {t.weeksMissingLink}
          </Link>
        </p>
      )}
      {ageDays > MAX_AGE_DAYS && <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{t.over5}</p>}
      {notes.map((note) => (
        <p key={note} className="rounded-xl bg-sky-50 p-4 text-sky-950">
          {note}
        </p>
      ))}
      <GrowthSection kind="weight" points={weight} lastDay={lastChartDay(ageDays, whoPoints(weight))} {...shared} />
      <GrowthSection kind="height" points={height} lastDay={lastChartDay(ageDays, whoPoints(height))} {...shared} />
      <p className="text-sm text-stone-700">{t.whoNote}</p>
      {can.record && (
        <section aria-labelledby="add-measurement" className={`${cardStyles} flex flex-col gap-4`}>
          <h2 id="add-measurement" className="text-lg font-bold">
            {t.addMeasurement}
          </h2>
          <MeasurementForm action={addMeasurement.bind(null, child.id)} today={today} birthDate={child.birthDate} />
        </section>
      )}
    </section>
  );
}
