// One dose on the vaccinations page: status, due date, and a form to mark it done (with the
// date, today by default) or to undo the mark.
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import type { DoseView } from "@/lib/vaccinations/schemas";
import { formatDay } from "@/lib/i18n/format";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { SubmitButton } from "@/components/ui/submit-button";

const TONE: Record<DoseView["status"], BadgeTone> = { upcoming: "neutral", due: "sky", overdue: "amber", done: "green" };

interface Props {
  dose: DoseView;
  locale: Locale;
  birthDate: string;
  today: string;
  failed: boolean;
  action: (formData: FormData) => Promise<void>;
}

export function DoseItem({ dose, locale, birthDate, today, failed, action }: Props) {
  const v = VACCINATION_MESSAGES[locale];
  const title = `${dose.vaccineName}, ${fill(v.doseNumber, { n: dose.doseNumber })}`;
  const dateId = `date-${dose.id}`;
  return (
    <li id={`dose-${dose.id}`} className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <Badge tone={TONE[dose.status]}>{v.status[dose.status]}</Badge>
      </div>
      <p className="text-sm text-stone-700">
        {dose.status === "done" && dose.givenOn
          ? fill(v.givenOn, { date: formatDay(dose.givenOn, locale) })
          : fill(v.dueOn, { date: formatDay(dose.dueOn, locale) })}
      </p>
      <form action={action} className="flex flex-wrap items-end gap-2">
        {dose.status === "done" ? (
          <>
            <input type="hidden" name="done" value="0" />
            <SubmitButton label={v.undo} pendingLabel={v.saving} variant="secondary" aria-label={`${v.undo}: ${title}`} />
          </>
        ) : (
          <>
            <input type="hidden" name="done" value="1" />
            <label htmlFor={dateId} className="flex flex-col text-sm text-stone-700">
              {v.dateLabel}
              <input
                id={dateId}
                name="date"
                type="date"
                required
                min={birthDate}
                max={today}
                defaultValue={today}
                aria-invalid={failed || undefined}
                aria-describedby={failed ? `${dateId}-error` : undefined}
                className="min-h-12 rounded-xl border border-stone-300 px-3 text-base text-stone-900"
              />
            </label>
            <SubmitButton label={v.markDone} pendingLabel={v.saving} variant="secondary" aria-label={`${v.markDone}: ${title}`} />
          </>
        )}
      </form>
      {failed && (
        <p id={`${dateId}-error`} role="alert" className="text-sm text-red-800">
          {v.dateProblem}
        </p>
      )}
    </li>
  );
}
