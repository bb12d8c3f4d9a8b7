import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { countText } from "@/lib/i18n/plural";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import { tashkentDate } from "@/lib/time";
import { listVaccinations } from "@/lib/vaccinations/vaccinations";
import { feedOf } from "@/lib/vaccinations/calendar-feed";
import { feedName } from "@/lib/vaccinations/feed-privacy";
import { CalendarFeedPanel } from "@/components/parents/vaccinations/calendar-feed-panel";
import { DoseGroups, groupKeyOf } from "@/components/parents/vaccinations/dose-groups";
import { FirstVisitCard } from "@/components/parents/vaccinations/first-visit-card";
import { NextDoseNote } from "@/components/parents/vaccinations/next-dose-note";
import { PlanCard } from "@/components/parents/vaccinations/plan-card";
import { getParentsMessages } from "../../../messages";
import { loadChild } from "../../load-child";
import { childAbilities, childAccess } from "../../access";
import { feedAction, markOnTime, saveDose } from "../../vaccination-actions";
import { buttonStyles } from "@/components/ui/styles";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ error?: string | string[]; saved?: string | string[]; setup?: string | string[]; open?: string | string[] }> };

const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getParentsMessages();
  return { title: `${VACCINATION_MESSAGES[locale].link} · ${common.appName}` };
}

// The child's vaccinations as a nurse's catch-up card: the plan (visit 1 today when anything is
// late, visit 2 on a date, ...) is the main content, each dose once; every dose with its marks is
// folded below under "all doses", where a plan link opens the dose to mark it given or not
// needed. On the first visit (nothing marked yet, doses in the past) the page asks whether every
// vaccine so far was given on time.
export default async function VaccinationsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const [error, saved, setup] = [one(query.error), one(query.saved), one(query.setup)];
  const openGroups = [one(query.open)].filter((key): key is string => key !== undefined);
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  const v = VACCINATION_MESSAGES[locale];
  const child = await loadChild(user.id, id, locale);
  const today = tashkentDate();
  const can = childAbilities(child.role);
  const calendar = await listVaccinations(childAccess(user.id, "viewer"), child.id, today, locale);
  // The calendar address is the owner's (docs/sharing.md): a member neither sees nor makes one.
  const feed = can.manage ? await feedOf(user.id, child.id) : null;
  const page = `/children/${child.id}/vaccinations`;
  const nothingMarked = calendar.doses.every((d) => d.status !== "done" && d.status !== "not_needed");
  const pastDoses = calendar.doses.filter((d) => d.dueOn < today).length;
  const askFirst = can.record && nothingMarked && pastDoses > 0 && setup !== "manual";
  // Opens the dose's group below, where it can be marked.
  const doseHref = (dose: { ageMonths: number; id: string }) => `${page}?open=${groupKeyOf(dose)}${setup === "manual" ? "&setup=manual" : ""}#dose-${dose.id}`;
  return (
    <section className="flex flex-col gap-5">
      <Link href={`/children/${child.id}`} className={buttonStyles.back}>
        ← {t.growthLink}
      </Link>
      <h1 className="text-2xl font-bold">{fill(v.title, { name: child.name })}</h1>
      <p role="note" className="rounded-xl bg-sky-50 p-4 text-sky-950">
        {v.clinicFirst}
      </p>
      {askFirst && <FirstVisitCard locale={locale} pastDoses={pastDoses} manualHref={`${page}?setup=manual`} action={markOnTime.bind(null, child.id)} />}
      <NextDoseNote childId={child.id} dose={calendar.next} catchUp={0} locale={locale} />
      {/* Three visits open when the first is today (catch-up); otherwise the next one, the rest folded: short on a phone. */}
      {!askFirst && (
        <PlanCard plan={calendar.plan} today={today} locale={locale} hrefOf={doseHref} lateNote={v.catchUpText} shown={calendar.plan[0]?.date === today ? 3 : 1} />
      )}
      {calendar.progress.of > 0 && <p className="text-stone-700">{countText(v.progress, calendar.progress.of, locale, calendar.progress)}</p>}
      <DoseGroups
        calendar={calendar}
        locale={locale}
        failedDose={error}
        focusDoses={[error, saved].filter((id): id is string => id !== undefined)}
        openGroups={openGroups}
        action={can.record ? (doseId) => saveDose.bind(null, child.id, doseId) : undefined}
      />
      {can.manage && (
        <CalendarFeedPanel
          locale={locale}
          active={feed !== null}
          nameStyle={feed?.nameStyle ?? "first_name"}
          names={{ first_name: feedName(child.name, "first_name"), initials: feedName(child.name, "initials") }}
          action={feedAction.bind(null, child.id)}
        />
      )}
      <p className="text-sm text-stone-700">
        {v.realAgeNote} {v.sourceNote}
      </p>
    </section>
  );
}
