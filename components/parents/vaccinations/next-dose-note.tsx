// The child's next vaccine in one line, for the child card and /today, and how many past doses
// are not marked. Calm by design: a late dose reads "ask the clinic" with no alarm colour
// (docs/vaccinations.md).
import { Link } from "@/components/ui/link";
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { countText } from "@/lib/i18n/plural";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import { PLAN_MESSAGES } from "@/lib/i18n/vaccination-plan";
import type { DoseView } from "@/lib/vaccinations/schemas";
import { formatDay } from "@/lib/i18n/format";

interface Props {
  childId: string;
  dose: DoseView | null;
  /** Doses on the catch-up list (past their date, not marked). */
  catchUp: number;
  /** Nothing marked yet while doses are past: invite to the one-step question instead of counting. */
  firstVisit?: boolean;
  locale: Locale;
}

export function NextDoseNote({ childId, dose, catchUp, firstVisit = false, locale }: Props) {
  const v = VACCINATION_MESSAGES[locale];
  return (
    <p className="rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="next-dose">
      <span aria-hidden="true">💉 </span>
      {dose ? (
        <>
          <span className="font-semibold">{fill(v.next, { vaccine: `${dose.vaccineName}, ${fill(v.doseNumber, { n: dose.doseNumber })}` })}</span>
          {" · "}
          {/* A due or late dose is the plan's first visit, today: its old due date would only alarm. */}
          {v.status[dose.status]}.{" "}
          {dose.status === "due" || dose.status === "overdue" ? PLAN_MESSAGES[locale].nextToday : fill(v.nextNote, { date: formatDay(dose.dueOn, locale) })}{" "}
        </>
      ) : (
        <>{v.allDone} </>
      )}
      {firstVisit ? <>{v.firstVisitShort} </> : catchUp > 0 && <>{countText(v.catchUpShort, catchUp, locale)} </>}
      <Link href={`/children/${childId}/vaccinations`} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
        {v.link}
      </Link>
    </p>
  );
}
