// A card of today's plan: the whole card is one link to the activity (a big touch target).
// Catalogue text comes in the page's language (loadDashboard with the page locale). The picture
// is the catalogue's illustration (lib/activities/illustration.ts): a small SVG, sized and loaded
// lazily; an emoji only when the activity has none.
import { Link } from "@/components/ui/link";
import type { ActivitySummary } from "@/lib/activities/schemas";
import { fill } from "@/lib/i18n/bundle";
import type { ParentsMessages } from "@/lib/i18n/parents";
import { Badge } from "@/components/ui/badge";
import { assetUrl } from "@/lib/activities/media-url";
import { DifficultyBadge, StatusBadge } from "./status-badge";

type Props = { activity: ActivitySummary; t: ParentsMessages; /** Asset id of its illustration. */ image?: string | null };

export function ActivityCard({ activity, t, image }: Props) {
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
          className={`relative grid size-14 shrink-0 place-items-center rounded-2xl text-3xl ${game ? "bg-violet-100" : "bg-amber-100"}`}
        >
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element -- catalogue SVGs from our media API
            <img src={assetUrl(image)} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12" />
          ) : done ? (
            "✅"
          ) : game ? (
            "🎲"
          ) : (
            "🧸"
          )}
          {/* A plain check mark, not an emoji: phones without emoji fonts show a box. */}
          {image && done && (
            <span className="absolute -right-1 -bottom-1 grid size-6 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">✓</span>
          )}
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
              <span aria-hidden="true">⏱</span> {fill(t.minutes, { n: activity.durationMinutes })}
            </Badge>
            <DifficultyBadge difficulty={activity.difficulty} t={t} />
            <Badge>{t[`type_${activity.type}`]}</Badge>
          </span>
        </span>
      </Link>
    </li>
  );
}
