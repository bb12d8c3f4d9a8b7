import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { PLAN_MESSAGES } from "@/lib/i18n/farmers-plan";
import { formatNumber } from "@/lib/i18n/format";
import { countText } from "@/lib/i18n/plural";
import { PLAN_CROP_IDS, SOTIX_PER_HA, isPlanCrop, planCost, type PlanCropId } from "@/lib/soil/plan";
import { readPrices } from "@/lib/soil/plan/prices-store";
import { planResponse } from "@/lib/soil/plan/response";
import { reportPlan } from "@/lib/soil/plan/service";
import { identifyCrop } from "@/lib/soil/rules/history";
import { parseDecimal } from "@/lib/i18n/format";
import { tashkentDate } from "@/lib/time";
import { CropPicker, type AreaChoice } from "@/components/farmers/plan/crop-picker";
import { NowSection } from "@/components/farmers/plan/now-section";
import { LeachingSection, ManureSection, NotesSection } from "@/components/farmers/plan/extras-section";
import { NeedsSection } from "@/components/farmers/plan/needs-section";
import { PricesForm } from "@/components/farmers/plan/prices-form";
import { ScheduleSection } from "@/components/farmers/plan/schedule-section";
import { TotalsSection } from "@/components/farmers/plan/totals-section";
import { PrintButton } from "@/components/farmers/report/print-button";
import { buttonStyles } from "@/components/ui/styles";
import { loadRecord } from "@/app/load-record";
import { getFarmersMessages } from "../../../../messages";
import { fieldTitle, loadReport } from "../../../data";
import { fieldAccess } from "../../../access";
import { savePricesAction } from "./actions";
import "./plan-print.css";

type Query = { crop?: string | string[]; area?: string | string[]; unit?: string | string[]; prices?: string | string[] };
type Props = { params: Promise<{ id: string }>; searchParams: Promise<Query> };

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getFarmersMessages();
  return { title: `${PLAN_MESSAGES[locale].title} · ${common.appName}` };
}

/**
 * The area the farmer typed, in sotix or hectares ("5", "0,5"), as hectares; invalid when it is
 * not a number, not more than 0 or more than the field (the plan is then for the whole field).
 */
function chosenArea(query: Query, fieldAreaHa: number): AreaChoice & { areaHa?: number } {
  const text = typeof query.area === "string" ? query.area.trim() : "";
  const unit = query.unit === "ha" ? "ha" : "sotix";
  if (text === "") return { text, unit, fieldAreaHa, invalid: false };
  const value = parseDecimal(text);
  const areaHa = unit === "ha" ? value : value / SOTIX_PER_HA;
  const valid = Number.isFinite(areaHa) && areaHa > 0 && areaHa <= fieldAreaHa + 1e-9;
  return { text, unit, fieldAreaHa, invalid: !valid, areaHa: valid ? areaHa : undefined };
}

/** The report's recommended crops the plan knows, in the report's order. */
function recommendedCrops(names: string[]): PlanCropId[] {
  const ids = names.map((name) => identifyCrop(name)?.id).filter((id): id is PlanCropId => id !== undefined && isPlanCrop(id));
  return [...new Set(ids)];
}

// "O'g'itlash rejasi": how much of which fertiliser, when, and what it costs, for the report's
// field and a crop the farmer picks; prints on one A4 sheet; the windows go to a calendar.
export default async function PlanPage({ params, searchParams }: Props) {
  const user = await requireUser();
  const { locale } = await getFarmersMessages();
  const t = PLAN_MESSAGES[locale];
  const { id } = await params;
  const query = await searchParams;
  // The owner and the field's members (docs/sharing.md); the cost is the reader's own prices.
  const access = () => fieldAccess(user.id, "viewer");
  const report = await loadReport(access(), id);
  const recommended = recommendedCrops(report.recommendedCrops.map((crop) => crop.name));
  const asked = typeof query.crop === "string" && isPlanCrop(query.crop) ? query.crop : null;
  const crop = asked ?? recommended[0] ?? "cotton";
  const whole = await loadRecord(id, () => reportPlan(access(), id, crop));
  const area = chosenArea(query, whole.fieldAreaHa);
  const made = area.areaHa === undefined ? whole : await loadRecord(id, () => reportPlan(access(), id, crop, { areaHa: area.areaHa }));
  const prices = await readPrices(user.id);
  const cost = planCost(made.plan, prices);
  const plan = planResponse(made.plan, made.context, cost && { ...cost, pricesFrom: "saved" }, locale);
  const status = query.prices === "saved" || query.prices === "invalid" ? query.prices : null;
  const field = fieldTitle({ name: made.fieldName, fieldId: made.context.fieldId }, made.context.fieldId);
  const reportHref = `/soil/reports/${id}`;
  return (
    <article className="fertiliser-plan flex flex-col gap-4">
      <Link href={reportHref} className={`${buttonStyles.back} print:hidden`}>
        ← {t.backToReport}
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">
          {t.title}: {plan.crop.name}
        </h1>
        <p className="text-stone-700">
          {fill(t.intro, {
            field,
            area: formatNumber(plan.areaHa, locale, 2),
            sotix: countText(t.sotixCount, Math.round(plan.areaHa * SOTIX_PER_HA), locale),
            region: plan.region?.name ?? t.regionUnknown,
            year: plan.seasonYear,
          })}
        </p>
      </header>
      <NowSection plan={plan} today={tashkentDate()} locale={locale} t={t} />
      <CropPicker crop={crop} recommended={recommended} others={PLAN_CROP_IDS.filter((c) => !recommended.includes(c))} area={area} locale={locale} t={t} />
      <NeedsSection plan={plan} locale={locale} t={t} />
      <LeachingSection plan={plan} locale={locale} t={t} />
      <ScheduleSection plan={plan} locale={locale} t={t} />
      <ManureSection plan={plan} locale={locale} t={t} />
      <TotalsSection plan={plan} locale={locale} t={t} />
      <PricesForm prices={prices} action={savePricesAction.bind(null, id, crop)} status={status} t={t} />
      <NotesSection plan={plan} t={t} />
      <div className="flex flex-wrap gap-2 print:hidden [&>*]:flex-1 [&>*]:basis-36">
        <PrintButton label={t.print} />
        <a href={`/api/soil/reports/${id}/plan/calendar?crop=${crop}${area.areaHa === undefined ? "" : `&area=${area.areaHa}`}`} download className={buttonStyles.secondary}>
          {t.addToCalendar}
        </a>
        <Link href={reportHref} className={buttonStyles.secondary}>
          {t.backToReport}
        </Link>
      </div>
    </article>
  );
}
