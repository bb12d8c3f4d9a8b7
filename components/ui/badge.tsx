// A small coloured label. Colours are the 100/900 pairs of Tailwind's palette, which keep text
// contrast above WCAG AA (4.5:1).
const TONES = {
  neutral: "bg-stone-100 text-stone-800",
  green: "bg-brand-100 text-brand-900",
  amber: "bg-amber-100 text-amber-900",
  sky: "bg-sky-100 text-sky-900",
  violet: "bg-violet-100 text-violet-900",
  rose: "bg-rose-100 text-rose-900",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: React.ReactNode }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium ${TONES[tone]}`}>{children}</span>;
}
