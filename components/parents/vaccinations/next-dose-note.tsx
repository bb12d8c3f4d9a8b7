// The child's next vaccine in one line, for the child card and /today. Calm by design: an
// overdue dose reads "past its date" with no alarm colour (docs/vaccinations.md).
import { Link } from "@/components/ui/link";
import type { Locale } from "@/lib/i18n/locale";
import { fill } from "@/lib/i18n/bundle";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import type { DoseView } from "@/lib/vaccinations/schemas";
import { formatDay } from "@/lib/i18n/format";

export function NextDoseNote({ childId, dose, locale }: { childId: string; dose: DoseView | null; locale: Locale }) {
  const v = VACCINATION_MESSAGES[locale];
  return (
    <p className="rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="next-dose">
      <span aria-hidden="true">💉 </span>
      {dose ? (
        <>
          <span className="font-semibold">{fill(v.next, { vaccine: `${dose.vaccineName}, ${fill(v.doseNumber, { n: dose.doseNumber })}` })}</span>
          {" · "}
          {v.status[dose.status]}. {fill(v.nextNote, { date: formatDay(dose.dueOn, locale) })}{" "}
        </>
      ) : (
        <>{v.allDone} </>
      )}
      <Link href={`/children/${childId}/vaccinations`} className="font-semibold underline underline-offset-4">
        {v.link}
      </Link>
    </p>
  );
}
