// Where a finding comes from, in plain words (issue 28): "aniq: laboratoriyadan",
// "taxmin: viloyat ma'lumotidan". A model's guess is marked as one, never stated as seen.
import type { ReportMessages } from "@/lib/i18n/farmers-report";
import type { FindingSource } from "@/lib/soil/finding-sources";

const TONE: Record<FindingSource, string> = {
  lab: "text-brand-800 font-semibold",
  observation: "text-stone-700",
  photo: "text-stone-700",
  history: "text-stone-700",
  region: "text-stone-700",
  estimate: "text-stone-700",
  model_guess: "text-amber-900 font-semibold",
  none: "text-stone-700",
};

const ICON: Record<FindingSource, string> = {
  lab: "✔",
  observation: "👁",
  photo: "📷",
  history: "📋",
  region: "🗺",
  estimate: "≈",
  model_guess: "?",
  none: "?",
};

export function SourceNote({ source, r }: { source: FindingSource; r: ReportMessages }) {
  return (
    <span className={`text-sm ${TONE[source]}`} data-source={source}>
      <span aria-hidden="true">{ICON[source]} </span>
      {r.sources[source]}
    </span>
  );
}
