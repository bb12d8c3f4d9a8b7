// The report's disclaimer (always present: docs/api-guide.md section 6): an estimate, not a lab
// analysis. Shown near the top and printed with the report, never folded away.
import type { FarmersMessages } from "@/lib/i18n/farmers";

export function Disclaimer({ text, t }: { text: string; t: FarmersMessages }) {
  return (
    <aside aria-labelledby="disclaimer-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 print:border-stone-400 print:bg-white">
      <h2 id="disclaimer-title" className="flex items-center gap-2 font-bold">
        <span aria-hidden="true">⚠️</span> {t.disclaimerTitle}
      </h2>
      <p lang="uz" className="mt-1">
        {text}
      </p>
    </aside>
  );
}
