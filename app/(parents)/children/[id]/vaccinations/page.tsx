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
import { DoseItem } from "@/components/parents/vaccinations/dose-item";
import { NextDoseNote } from "@/components/parents/vaccinations/next-dose-note";
import { cardStyles } from "@/components/ui/styles";
import { getParentsMessages } from "../../../messages";
import { loadChild } from "../../load-child";
import { feedAction, saveDose } from "../../vaccination-actions";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ error?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getParentsMessages();
  return { title: `${VACCINATION_MESSAGES[locale].link} · ${common.appName}` };
}

// The child's doses of the national calendar with their status, and marking them done.
export default async function VaccinationsPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { error } = await searchParams;
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  const v = VACCINATION_MESSAGES[locale];
  const child = await loadChild(user.id, id, locale);
  const today = tashkentDate();
  const calendar = await listVaccinations(user.id, child.id, today, locale);
  const feed = await feedOf(user.id, child.id);
  return (
    <section className="flex flex-col gap-5">
      <Link href={`/children/${child.id}`} className="self-start font-medium text-brand-700 underline-offset-4 hover:underline">
        ← {t.growthLink}
      </Link>
      <h1 className="text-2xl font-bold">{fill(v.title, { name: child.name })}</h1>
      <p role="note" className="rounded-xl bg-sky-50 p-4 text-sky-950">
        {v.clinicFirst}
      </p>
      <NextDoseNote childId={child.id} dose={calendar.next} locale={locale} />
      {calendar.doses.some((d) => d.status === "overdue") && <p className="text-stone-700">{v.overdueNote}</p>}
      <section aria-labelledby="doses" className={cardStyles}>
        <h2 id="doses" className="sr-only">
          {v.link}
        </h2>
        <ul>
          {calendar.doses.map((dose) => (
            <DoseItem
              key={dose.id}
              dose={dose}
              locale={locale}
              birthDate={child.birthDate}
              today={today}
              failed={error === dose.id}
              action={saveDose.bind(null, child.id, dose.id)}
            />
          ))}
        </ul>
      </section>
      <CalendarFeedPanel
        locale={locale}
        active={feed !== null}
        nameStyle={feed?.nameStyle ?? "first_name"}
        names={{ first_name: feedName(child.name, "first_name"), initials: feedName(child.name, "initials") }}
        action={feedAction.bind(null, child.id)}
      />
      <p className="text-sm text-stone-700">
        {v.realAgeNote} {v.sourceNote}
      </p>
    </section>
  );
}
