// A card of today's plan: the whole card is one link to the activity (a big touch target).
// Catalogue text comes in the page's language (getDashboard with the page locale).
import Link from "next/link";
import type { ActivitySummary } from "@/lib/activities/schemas";
import { fmt, type ParentsMessages } from "@/lib/i18n/parents";
import { Badge } from "@/components/ui/badge";
import { DifficultyBadge, StatusBadge } from "./status-badge";

export function ActivityCard({ activity, t }: { activity: ActivitySummary; t: ParentsMessages }) {
  const game = activity.type === "interactive";
  const done = activity.status === "completed";
  return (
    <li>
      <Link
        href={`/activities/${activity.id}`}
        className={`flex gap-4 rounded-2xl border bg-white p-4 shadow-sm transition-colors hover:border-brand-600 ${done ? "border-brand-100 bg-brand-50/40" : "border-stone-200"}`}
      >
        <span
          aria-hidden="true"
          className={`grid size-14 shrink-0 place-items-center rounded-2xl text-3xl ${game ? "bg-violet-100" : "bg-amber-100"}`}
        >
          {done ? "✅" : game ? "🎲" : "🧸"}
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="text-lg leading-snug font-bold text-stone-900">
            {activity.title}
          </span>
          <span className="line-clamp-2 text-stone-700">
            {activity.description}
          </span>
          <span className="flex flex-wrap gap-1.5 pt-1">
            <StatusBadge status={activity.status} t={t} />
            <Badge>
              <span aria-hidden="true">⏱</span> {fmt(t.minutes, { n: activity.durationMinutes })}
            </Badge>
            <DifficultyBadge difficulty={activity.difficulty} t={t} />
            <Badge>{t[`type_${activity.type}`]}</Badge>
          </span>
        </span>
      </Link>
    </li>
  );
}
