// Where the farmer is in the form: four numbered steps; finished ones can be tapped to go back.
// aria-current="step" marks the current one for screen readers.
import type { FarmersMessages } from "@/lib/i18n/farmers";

type Props = { current: number; reached: number; t: FarmersMessages; onGo: (step: number) => void };

export function StepIndicator({ current, reached, t, onGo }: Props) {
  const labels = [t.stepField, t.stepCrops, t.stepObservations, t.stepPhotos];
  return (
    <nav aria-label={t.stepsLabel}>
      <ol className="grid grid-cols-4 gap-1">
        {labels.map((label, step) => {
          const state = step === current ? "current" : step < current ? "done" : "todo";
          const circle =
            state === "current"
              ? "bg-brand-700 text-white"
              : state === "done"
                ? "bg-brand-100 text-brand-900"
                : "border border-stone-300 bg-white text-stone-700";
          const content = (
            <>
              <span aria-hidden="true" className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${circle}`}>
                {state === "done" ? "✓" : step + 1}
              </span>
              <span className={`text-xs sm:text-sm ${state === "current" ? "font-semibold text-stone-900" : "text-stone-700"}`}>
                <span className="sr-only">{step + 1}. </span>
                {label}
              </span>
            </>
          );
          const base = "flex min-h-12 w-full flex-col items-center gap-1 rounded-xl px-1 py-1";
          return (
            <li key={label} aria-current={state === "current" ? "step" : undefined}>
              {step !== current && step <= reached ? (
                <button type="button" onClick={() => onGo(step)} className={`${base} hover:bg-brand-50`}>
                  {content}
                </button>
              ) : (
                <div className={base}>{content}</div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
