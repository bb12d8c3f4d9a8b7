// The summary for a doctor's visit (docs/growth.md, "Summary for the doctor"): the child's
// profile, growth with z-scores and percentiles, the current milestone window and the
// vaccinations, each read through its own owner-scoped service so every part says what its own
// page and endpoint say. Another user's child, or a deleted one, is a 404 (the first read).
import "server-only";
import type { Who } from "@/lib/sharing/access";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locale";
import { tashkentDate } from "@/lib/time";
import { getChild } from "@/lib/children/children";
import { listGrowth } from "@/lib/children/growth";
import type { GrowthStandard } from "@/lib/children/enums";
import { visitMilestones } from "@/lib/milestones/visit-summary";
import { listVaccinations } from "@/lib/vaccinations/vaccinations";
import type { VisitSummary } from "@/lib/children/visit-summary-schemas";

export async function getVisitSummary(
  who: Who,
  childId: string,
  options: { locale?: Locale; today?: string } = {},
): Promise<VisitSummary> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const today = options.today ?? tashkentDate();
  // The profile first: its 404 stops the rest for a child that is not the user's.
  const child = await getChild(who, childId, { locale, today });
  const [growth, milestones, vaccinations] = await Promise.all([
    listGrowth(who, childId, locale),
    visitMilestones(who, childId, today, locale),
    listVaccinations(who, childId, today, locale),
  ]);
  const atBirth = growth.records.find((record) => record.recordedAt === child.birthDate);
  const standards = [...new Set(growth.records.flatMap((record) => (record.standard ? [record.standard] : [])))] as GrowthStandard[];
  return {
    childId,
    preparedOn: today,
    child,
    birthMeasurements: atBirth ? { weight: atBirth.weight, height: atBirth.height, headCircumference: atBirth.headCircumference } : null,
    standards,
    growth,
    milestones,
    vaccinations,
  };
}
