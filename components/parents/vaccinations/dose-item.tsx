// One dose on the vaccinations page: status, the card's abbreviation, its date, a calm note when
// there is one, and its actions: mark given (the date starts at the due date once it has passed,
// never at today) or not needed; correct the date of a given dose; undo a mark.
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import type { DoseView } from "@/lib/vaccinations/schemas";
import { formatDay } from "@/lib/i18n/format";
import { recorderLine } from "@/lib/sharing/recorder-name";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { SubmitButton } from "@/components/ui/submit-button";

const TONE: Record<DoseView["status"], BadgeTone> = {
  upcoming: "neutral",
  due: "sky",
  overdue: "amber",
  done: "green",
  not_needed: "neutral",
  no_longer_given: "neutral",
};

interface Props {
  dose: DoseView;
  locale: Locale;
  birthDate: string;
  today: string;
  failed: boolean;
  /** Whether the mark says who made it (a shared child, once someone else marked a dose). */
  namesRecorder?: boolean;
  /** Absent: the dose is shown without its forms (a viewer of a shared child). */
  action?: (formData: FormData) => Promise<void>;
}

const inputStyles = "min-h-12 w-44 rounded-xl border border-stone-300 px-3 text-base text-stone-900";

export function doseTitle(dose: DoseView, locale: Locale): string {
  return `${dose.vaccineName}, ${fill(VACCINATION_MESSAGES[locale].doseNumber, { n: dose.doseNumber })}`;
}

function DateField({ id, label, value, birthDate, today, failed }: { id: string; label: string; value: string; birthDate: string; today: string; failed: boolean }) {
  return (
    <label htmlFor={id} className="flex flex-col text-sm text-stone-700">
      {label}
      <input
        id={id}
        name="date"
        type="date"
        required
        min={birthDate}
        max={today}
        defaultValue={value}
        aria-invalid={failed || undefined}
        aria-describedby={failed ? `${id}-error` : undefined}
        className={inputStyles}
      />
    </label>
  );
}

export function DoseItem({ dose, locale, birthDate, today, failed, namesRecorder, action }: Props) {
  const v = VACCINATION_MESSAGES[locale];
  const title = doseTitle(dose, locale);
  const dateId = `date-${dose.id}`;
  const dateLine =
    dose.status === "done" && dose.givenOn
      ? fill(dose.dateFromSchedule ? v.givenOnSchedule : v.givenOn, { date: formatDay(dose.givenOn, locale) })
      : dose.status === "not_needed"
        ? v.notNeededText
        : fill(v.dueOn, { date: formatDay(dose.dueOn, locale) });
  const undo = (
    <form action={action}>
      <SubmitButton name="intent" value="undo" label={v.undo} pendingLabel={v.saving} variant="link" aria-label={`${v.undo}: ${title}`} />
    </form>
  );
  return (
    <li id={`dose-${dose.id}`} className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{title}</h4>
        <Badge tone={TONE[dose.status]}>{v.status[dose.status]}</Badge>
      </div>
      <p className="text-sm text-stone-700">
        {fill(v.cardName, { card: dose.cardName })} · {dateLine}
        {namesRecorder && dose.recordedBy && <span className="block">{recorderLine(dose.recordedBy, locale)}</span>}
      </p>
      {dose.note && <p className="rounded-xl bg-stone-50 p-3 text-sm text-stone-800">{dose.note}</p>}
      {!action ? null : dose.status === "done" && dose.givenOn ? (
        <div className="flex flex-wrap items-start gap-2">
          <details className="flex-1" open={failed || undefined}>
            <summary className="flex min-h-11 cursor-pointer items-center font-medium text-brand-700">{v.correctDate}</summary>
            <form action={action} className="flex flex-wrap items-end gap-2 pt-2">
              <DateField id={dateId} label={v.dateLabel} value={dose.givenOn} birthDate={birthDate} today={today} failed={failed} />
              <SubmitButton name="intent" value="given" label={v.saveDate} pendingLabel={v.saving} variant="secondary" aria-label={`${v.saveDate}: ${title}`} />
            </form>
          </details>
          {undo}
        </div>
      ) : dose.status === "not_needed" ? (
        undo
      ) : (
        <form action={action} className="flex flex-col gap-1">
          <div className="flex flex-wrap items-end gap-2">
            {/* Starts at the due date once it has passed, else empty: never today, which would record a wrong date for an old dose. */}
            <DateField id={dateId} label={v.dateLabel} value={dose.dueOn <= today ? dose.dueOn : ""} birthDate={birthDate} today={today} failed={failed} />
            <SubmitButton name="intent" value="given" label={v.markDone} pendingLabel={v.saving} variant="secondary" aria-label={`${v.markDone}: ${title}`} />
          </div>
          <SubmitButton
            name="intent"
            value="not_needed"
            formNoValidate
            label={v.markNotNeeded}
            pendingLabel={v.saving}
            variant="link"
            className="self-start"
            aria-label={`${v.markNotNeeded}: ${title}`}
          />
        </form>
      )}
      {failed && (
        <p id={`${dateId}-error`} role="alert" className="text-sm text-red-800">
          {v.dateProblem}
        </p>
      )}
    </li>
  );
}
