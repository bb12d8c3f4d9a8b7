// Activity status and difficulty as coloured labels with a symbol, so colour is never the only cue.
import type { ActivityStatus } from "@/lib/activities/schemas";
import type { Difficulty } from "@/lib/activities/content-schema";
import type { ParentsMessages } from "@/lib/i18n/parents";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const STATUS: Record<ActivityStatus, { tone: BadgeTone; symbol: string }> = {
  not_started: { tone: "neutral", symbol: "○" },
  started: { tone: "amber", symbol: "◐" },
  completed: { tone: "green", symbol: "✓" },
};

const DIFFICULTY: Record<Difficulty, BadgeTone> = { easy: "sky", medium: "violet", hard: "rose" };

export function StatusBadge({ status, t }: { status: ActivityStatus; t: ParentsMessages }) {
  const { tone, symbol } = STATUS[status];
  return (
    <Badge tone={tone}>
      <span aria-hidden="true">{symbol}</span> {t[`status_${status}`]}
    </Badge>
  );
}

export function DifficultyBadge({ difficulty, t }: { difficulty: Difficulty; t: ParentsMessages }) {
  return <Badge tone={DIFFICULTY[difficulty]}>{t[`difficulty_${difficulty}`]}</Badge>;
}

/** Category icons of the catalogue (lucide names) as emoji, which need no icon font. */
export const CATEGORY_EMOJI: Record<string, string> = {
  "message-circle": "💬",
  footprints: "👣",
  puzzle: "🧩",
  heart: "💛",
  palette: "🎨",
  "book-open": "📖",
};
