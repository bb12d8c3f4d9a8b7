// The report's disclaimer (always present: docs/api-guide.md section 6): an estimate, not a lab
// analysis. Shown near the top and printed with the report, never folded away. The text is
// ours, so it is written in the reader's language (the API keeps the Uzbek one).
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { Locale } from "@/lib/i18n/locale";

export function Disclaimer({ text, locale, t }: { text: string; locale: Locale; t: FarmersMessages }) {
  return (
    <aside aria-labelledby="disclaimer-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 print:border-stone-400 print:bg-white">
      <h2 id="disclaimer-title" className="flex items-center gap-2 font-bold">
        <span aria-hidden="true">⚠️</span> {t.disclaimerTitle}
      </h2>
      <p lang={locale} className="mt-1">
        {text}
      </p>
    </aside>
  );
}
