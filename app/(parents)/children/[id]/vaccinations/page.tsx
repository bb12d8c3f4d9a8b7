import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import { tashkentDate } from "@/lib/time";
import { listVaccinations } from "@/lib/vaccinations/vaccinations";
import { feedOf } from "@/lib/vaccinations/calendar-feed";
import { feedName } from "@/lib/vaccinations/feed-privacy";
import { CalendarFeedPanel } from "@/components/parents/vaccinations/calendar-feed-panel";
import { CatchUpList } from "@/components/parents/vaccinations/catch-up-list";
import { DoseGroups } from "@/components/parents/vaccinations/dose-groups";
import { FirstVisitCard } from "@/components/parents/vaccinations/first-visit-card";
import { NextDoseNote } from "@/components/parents/vaccinations/next-dose-note";
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

// The child's doses of the national calendar grouped by age, the catch-up list, and marking
// them given or not needed. On the first visit (nothing marked yet, doses in the past) the page
// asks whether every vaccine so far was given on time.
export default async function VaccinationsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const [error, saved, setup] = [one(query.error), one(query.saved), one(query.setup)];
  const openGroups = [Number(one(query.open))].filter(Number.isInteger);
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
      {!askFirst && (
        <CatchUpList
          doses={calendar.catchUp}
          locale={locale}
          hrefOf={(dose) => `${page}?open=${dose.ageMonths}${setup === "manual" ? "&setup=manual" : ""}#dose-${dose.id}`}
        />
      )}
      {calendar.progress.of > 0 && <p className="text-stone-700">{fill(v.progress, calendar.progress)}</p>}
      <section aria-labelledby="doses" className="flex flex-col gap-3">
        <h2 id="doses" className="sr-only">
          {v.link}
        </h2>
        <DoseGroups
          calendar={calendar}
          locale={locale}
          failedDose={error}
          focusDoses={[error, saved].filter((id): id is string => id !== undefined)}
          openGroups={openGroups}
          action={can.record ? (doseId) => saveDose.bind(null, child.id, doseId) : undefined}
        />
        <p className="text-sm text-stone-700">{v.listEnds}</p>
      </section>
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
