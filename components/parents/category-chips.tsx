// Category filter as links (?category=slug), so filtering works without script and every
// filter has its own URL; the chosen chip carries aria-current.
import { Link } from "@/components/ui/link";
import type { ActivityCategoryOut } from "@/lib/activities/schemas";
import { CATEGORY_EMOJI } from "./status-badge";

type Props = { categories: ActivityCategoryOut[]; current: string | null; label: string; allLabel: string };

export function CategoryChips({ categories, current, label, allLabel }: Props) {
  const chips = [{ key: "all", href: "/activities", text: allLabel, emoji: "✨", active: current === null }].concat(
    categories.map((c) => ({
      key: c.id,
      href: `/activities?category=${encodeURIComponent(c.slug)}`,
      text: c.title,
      emoji: CATEGORY_EMOJI[c.icon] ?? "•",
      active: current === c.id,
    })),
  );
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.href}
              aria-current={chip.active ? "page" : undefined}
              className={`inline-flex min-h-12 items-center gap-2 rounded-full border px-4 py-2 font-medium transition-colors ${
                chip.active ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-800 hover:border-brand-600"
              }`}
            >
              <span aria-hidden="true">{chip.emoji}</span>
              <span lang={chip.key === "all" ? undefined : "uz"}>{chip.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
