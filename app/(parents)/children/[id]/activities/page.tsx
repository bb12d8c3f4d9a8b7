import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { listActivityHistory } from "@/lib/activities/history";
import { decodeHistoryCursor } from "@/lib/activities/history-cursor";
import type { HistoryItem } from "@/lib/activities/history-schemas";
import { fill } from "@/lib/i18n/bundle";
import { ACTIVITY_HISTORY_MESSAGES } from "@/lib/i18n/activity-history";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { namesRecorders, recorderName } from "@/lib/sharing/recorder-name";
import { loadRecord } from "@/app/load-record";
import { HistoryTable, type HistoryTableRow } from "@/components/parents/activity-history/history-table";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import type { ParentsMessages } from "@/lib/i18n/parents";
import { getParentsMessages } from "../../../messages";
import { loadChild } from "../../load-child";
import { childAccess } from "../../access";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ before?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getParentsMessages();
  return { title: `${ACTIVITY_HISTORY_MESSAGES[locale].link} · ${common.appName}` };
}

function rowOf(item: HistoryItem, named: boolean, locale: Locale, t: ParentsMessages): HistoryTableRow {
  const h = ACTIVITY_HISTORY_MESSAGES[locale];
  return {
    id: item.attemptId,
    when: formatDateTime(item.completedAt ?? item.startedAt, locale),
    title: item.title,
    href: `/activities/${item.activityId}`,
    kind: [t[`type_${item.type}`], item.categoryTitle].filter(Boolean).join(" · "),
    result: item.score !== null ? fill(h.score, { score: item.score }) : t[`status_${item.status}`],
    ...(named ? { recorder: recorderName(item.recordedBy, locale) } : {}),
  };
}

// A child's recent activities and games, newest first, for everyone the child is shared with
// (docs/sharing.md): when, which, the game's score, and who played once someone besides the
// reader does. ?before= pages back (an unreadable cursor shows the newest page).
export default async function ActivityHistoryPage({ params, searchParams }: Props) {
  const { id } = await params;
  const asked = (await searchParams).before;
  const before = typeof asked === "string" ? (decodeHistoryCursor(asked) ?? undefined) : undefined;
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  const h = ACTIVITY_HISTORY_MESSAGES[locale];
  const child = await loadChild(user.id, id, locale);
  // Membership may end between the two reads: the same not-found page then.
  const history = await loadRecord(child.id, () => listActivityHistory(childAccess(user.id, "viewer"), child.id, { before, locale }));
  const named = namesRecorders(history.items);
  const page = `/children/${child.id}/activities`;
  return (
    <section className="flex flex-col gap-5">
      <Link href={`/children/${child.id}`} className={buttonStyles.back}>
        {fill(h.back, { name: child.name })}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{fill(h.title, { name: child.name })}</h1>
        <p className="text-stone-700">{h.intro}</p>
      </div>
      {history.items.length === 0 ? (
        <p className={`${cardStyles} text-stone-700`}>
          {h.empty}{" "}
          <Link href="/today" className="font-semibold text-brand-700 underline underline-offset-4">
            {h.toToday}
          </Link>
        </p>
      ) : (
        <HistoryTable
          text={{ caption: h.caption, when: h.when, activity: h.activity, result: h.result, recordedBy: SHARING_MESSAGES[locale].recordedBy.label }}
          rows={history.items.map((item) => rowOf(item, named, locale, t))}
        />
      )}
      {(before || history.nextCursor) && (
        <nav aria-label={h.caption} className="flex flex-wrap gap-2">
          {before && (
            <Link href={page} className={buttonStyles.secondary}>
              {h.newest}
            </Link>
          )}
          {history.nextCursor && (
            <Link href={`${page}?before=${history.nextCursor}`} className={buttonStyles.secondary}>
              {h.older} <span aria-hidden="true">→</span>
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
