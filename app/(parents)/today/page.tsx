import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { findDashboard } from "@/lib/activities/dashboard";
import { illustrationsFor } from "@/lib/activities/illustration";
import { listChildren } from "@/lib/children/children";
import { fill } from "@/lib/i18n/bundle";
import { ActivityCard } from "@/components/parents/activity-card";
import { ChildAvatar } from "@/components/parents/children/child-avatar";
import { NextDoseNote } from "@/components/parents/vaccinations/next-dose-note";
import { MakeActiveForm } from "@/components/parents/children/make-active-form";
import { ProgressBar } from "@/components/ui/progress-bar";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { getParentsMessages } from "../messages";
import { makeChildActive } from "../children/actions";
import { childAccess } from "../children/access";
import { nextDosesOf } from "../children/next-doses";
import { offlineUrlsFor } from "@/lib/pwa/offline-urls";
import { WarmOffline } from "@/components/pwa/warm-offline";

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getParentsMessages();
  return { title: `${t.todayTitle} · ${common.appName}` };
}

// The parents' home: today's plan for the active child and how much of it is done.
export default async function TodayPage() {
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  // The plan's one read of the child picks it by the API's rule (findChild: the selected child,
  // else the most recently created); the list only names it and the others.
  const [children, dashboard] = await Promise.all([
    listChildren(user.id, { locale }),
    findDashboard(childAccess(user.id, "viewer"), undefined, new Date(), locale),
  ]);
  if (!dashboard) redirect("/children/new");
  const child = children.find((c) => c.id === dashboard.childId);
  if (!child) redirect("/children"); // added or removed between the two reads
  const others = children.filter((c) => c.id !== child.id);
  const { activities: plan, beyondCatalogue } = dashboard;
  const images = await illustrationsFor(plan.map((activity) => activity.id));
  const done = plan.filter((activity) => activity.status === "completed").length;
  const progress = fill(t.progressText, { done, total: plan.length });
  const vaccination = (await nextDosesOf(user.id, [child], locale)).get(child.id);
  const offlineUrls = await offlineUrlsFor(plan.map((activity) => activity.id));

  return (
    <section className="flex flex-col gap-5">
      <WarmOffline urls={offlineUrls} />
      <div className={`${cardStyles} flex flex-col gap-4 bg-gradient-to-br from-brand-50 to-white`}>
        <div className="flex items-center gap-3">
          <ChildAvatar gender={child.gender} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold">{t.todayTitle}</h1>
            <p className="text-lg text-stone-800">
              <span className="font-semibold">{child.name}</span>, {child.ageLabel}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <p className="font-medium text-stone-800">{progress}</p>
          <ProgressBar value={done} max={plan.length} label={t.progressLabel} valueText={progress} />
          {plan.length > 0 && done === plan.length && <p className="font-semibold text-brand-700">🎉 {t.allDone}</p>}
        </div>
        <NextDoseNote childId={child.id} dose={vaccination?.next ?? null} catchUp={vaccination?.catchUp ?? 0} firstVisit={vaccination?.firstVisit} locale={locale} />
        {others.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-stone-700">{t.otherChildren}</span>
            {others.map((other) => (
              <MakeActiveForm
                key={other.id}
                action={makeChildActive}
                childId={other.id}
                label={other.name}
                pendingLabel={t.saving}
                variant="secondary"
              />
            ))}
          </div>
        )}
      </div>
      {beyondCatalogue && (
        <p role="note" className="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-stone-800">
          {fill(t.beyondCatalogue, { name: child.name })}
        </p>
      )}
      {plan.length === 0 ? (
        <p className="text-stone-700">{t.emptyPlan}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {plan.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} t={t} image={images.get(activity.id)} />
          ))}
        </ul>
      )}
      <Link href="/activities" className={`${buttonStyles.secondary} self-start`}>
        {t.seeAllActivities} <span aria-hidden="true">→</span>
      </Link>
    </section>
  );
}
