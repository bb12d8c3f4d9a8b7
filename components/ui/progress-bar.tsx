// A labelled progress bar. role="progressbar" with its values lets screen readers announce
// "2 of 4"-style progress; the visible text is given by the caller.
export function ProgressBar({ value, max, label, valueText }: { value: number; max: number; label: string; valueText: string }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
    </div>
  );
}
