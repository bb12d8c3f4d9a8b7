import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { cache } from "react";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { getActivityDetails } from "@/lib/activities/browse";
import { findChild } from "@/lib/activities/child";
import { tashkentDate } from "@/lib/time";
import type { InstructionalContent, InteractiveContent } from "@/lib/activities/content-schema";
import { loadRecord } from "@/app/load-record";
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { isProblem } from "@/lib/problems/error";
import { InstructionalPlayer } from "@/components/parents/activity/instructional-player";
import { InteractiveGame } from "@/components/parents/activity/interactive-game";
import { assetUrl } from "@/lib/activities/media-url";
import { DifficultyBadge } from "@/components/parents/status-badge";
import { Badge } from "@/components/ui/badge";
import { getParentsMessages } from "../../messages";
import { buttonStyles } from "@/components/ui/styles";
import { StepsView } from "@/components/parents/activity/steps-view";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { childAccess } from "../../children/access";

type Props = { params: Promise<{ id: string }> };

// cache(): metadata and page share one read per request.
const loadActivity = cache(async (userId: string, id: string, locale: Locale) => {
  try {
    return await loadRecord(id, () => getActivityDetails(childAccess(userId, "viewer"), id, undefined, new Date(), locale));
  } catch (error) {
    if (isProblem(error, "child_required")) redirect("/children/new");
    throw error;
  }
});

/** The active child the player records for, "viewer" when the user may only look at it, or null without any child. */
async function recordingChild(userId: string) {
  try {
    return await findChild(userId, { day: tashkentDate(), access: childAccess(userId, "caregiver") });
  } catch (error) {
    if (isProblem(error, "forbidden_role")) return "viewer" as const;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, common } = await getParentsMessages();
  const user = await requireUser();
  const activity = await loadActivity(user.id, (await params).id, locale);
  return { title: `${activity.title} · ${common.appName}` };
}

// One activity for the active child. Rendering records nothing: the start is sent by the
// player once the page is open in the browser, through the device's outbox (see
// use-activity-session.ts), so a page opened from the offline cache still records it later.
export default async function ActivityPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  // The child is named in every record the player queues (see use-activity-session.ts).
  // A viewer of a shared child reads the activity but records nothing: no player (docs/sharing.md).
  const [activity, child] = await Promise.all([loadActivity(user.id, id, locale), recordingChild(user.id)]);
  if (!child) redirect("/children/new");
  const image = activity.type === "instructional" ? (activity.content as InstructionalContent).image : undefined;

  return (
    <article className="flex flex-col gap-5">
      <Link href="/today" className={buttonStyles.back}>
        ← {t.backToToday}
      </Link>
      <header className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm">
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- catalogue SVGs from our media API
          <img src={assetUrl(image)} alt="" width={160} height={160} className="mx-auto size-36 sm:size-40" />
        )}
        <h1 className="text-2xl leading-tight font-bold">
          {activity.title}
        </h1>
        <p className="text-lg text-stone-700">
          {activity.description}
        </p>
        <div className="flex flex-wrap gap-1.5">
          <Badge>
            <span aria-hidden="true">⏱</span> {fill(t.minutes, { n: activity.durationMinutes })}
          </Badge>
          <DifficultyBadge difficulty={activity.difficulty} t={t} />
          <Badge>{t[`type_${activity.type}`]}</Badge>
        </div>
      </header>
      {child === "viewer" ? (
        <>
          <p role="note" className="rounded-xl bg-sky-50 p-4 text-sky-950">
            {SHARING_MESSAGES[locale].viewerNote}
          </p>
          {activity.type === "instructional" && <StepsView steps={(activity.content as InstructionalContent).steps} />}
        </>
      ) : activity.type === "instructional" ? (
        <InstructionalPlayer
          activityId={activity.id}
          content={activity.content as InstructionalContent}
          durationMinutes={activity.durationMinutes}
          initialStatus={activity.status}
          childId={child.id}
          userId={user.id}
        />
      ) : (
        <InteractiveGame activityId={activity.id} content={activity.content as InteractiveContent} initialStatus={activity.status} childId={child.id} userId={user.id} />
      )}
    </article>
  );
}
