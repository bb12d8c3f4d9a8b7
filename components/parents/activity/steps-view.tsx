"use client";

// The steps of an instructional activity, one at a time (big text, next/previous) or all as a
// list. The current step is a polite live region, so moving on reads the new step aloud.
// Buttons at the ends are aria-disabled rather than disabled, so keyboard focus never drops.
import { useState } from "react";
import { fill } from "@/lib/i18n/bundle";
import { buttonStyles } from "@/components/ui/styles";
import { useParentsMessages } from "@/components/parents/messages-context";

export function StepsView({ steps }: { steps: string[] }) {
  const { t } = useParentsMessages();
  const [index, setIndex] = useState(0);
  const [asList, setAsList] = useState(false);
  const go = (to: number) => setIndex(Math.min(steps.length - 1, Math.max(0, to)));
  const first = index === 0;
  const last = index === steps.length - 1;

  return (
    <section aria-labelledby="steps-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="steps-heading" className="text-xl font-bold">
          {t.steps}
        </h2>
        <button type="button" onClick={() => setAsList(!asList)} className={buttonStyles.quiet}>
          {asList ? t.showOneByOne : t.showAsList}
        </button>
      </div>
      {asList ? (
        <ol className="flex flex-col gap-3">
          {steps.map((step, i) => (
            <li key={i} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm">
              <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <span className="text-lg">
                {step}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <div aria-live="polite" className="flex flex-col gap-3">
            <p className="font-semibold text-brand-700">{fill(t.stepOf, { n: index + 1, total: steps.length })}</p>
            <p className="min-h-24 text-xl leading-relaxed">
              {steps[index]}
            </p>
          </div>
          <div aria-hidden="true" className="flex justify-center gap-1.5">
            {steps.map((_, i) => (
              <span key={i} className={`h-2 rounded-full transition-all ${i === index ? "w-6 bg-brand-600" : "w-2 bg-stone-300"}`} />
            ))}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <button type="button" aria-disabled={first} onClick={() => !first && go(index - 1)} className={buttonStyles.secondary}>
              ← {t.previous}
            </button>
            <button type="button" aria-disabled={last} onClick={() => !last && go(index + 1)} className={buttonStyles.primary}>
              {t.next} →
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
