import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { getVisitSummary } from "@/lib/children/visit-summary";
import { childAccess } from "../../access";
import { fill } from "@/lib/i18n/bundle";
import type { Locale } from "@/lib/i18n/locale";
import { formatDay } from "@/lib/i18n/format";
import { SUMMARY_MESSAGES } from "@/lib/i18n/summary";
import { PrintButton } from "@/components/ui/print-button";
import { SummaryChild } from "@/components/parents/summary/summary-child";
import { SummaryGrowth } from "@/components/parents/summary/summary-growth";
import { SummaryMilestones } from "@/components/parents/summary/summary-milestones";
import { SummarySection } from "@/components/parents/summary/summary-section";
import { SummaryVaccinations } from "@/components/parents/summary/summary-vaccinations";
import { loadRecord } from "@/app/load-record";
import { getParentsMessages } from "../../../messages";
import "./summary.css";
import { buttonStyles } from "@/components/ui/styles";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getParentsMessages();
  return { title: `${SUMMARY_MESSAGES[locale].title} · ${common.appName}` };
}

/** The child's visit summary, or the not-found page (malformed id, unknown or someone else's child). */
function loadSummary(userId: string, id: string, locale: Locale) {
  return loadRecord(id, () => getVisitSummary(childAccess(userId, "viewer"), id, { locale }));
}

// One page for the doctor's visit (docs/growth.md, "Summary for the doctor"): readable on a
// phone held out to the nurse, and one A4 page on paper (summary.css); the same data as
// GET /api/client/children/{id}/summary.
export default async function VisitSummaryPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  const s = SUMMARY_MESSAGES[locale];
  const summary = await loadSummary(user.id, id, locale);
  const { child } = summary;
  const shared = { summary, locale, t, s };
  return (
    <article data-print-summary className="flex flex-col gap-4 print:gap-1.5">
      <Link href={`/children/${child.id}`} className={`${buttonStyles.back} print:hidden`}>
        ← {child.name}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-b-2 border-stone-800 pb-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{s.title}</p>
          <h1 className="text-2xl font-bold">{child.name}</h1>
        </div>
        <p className="text-stone-800">{fill(s.preparedOn, { date: formatDay(summary.preparedOn, locale) })}</p>
      </header>
      <p className="text-stone-800 print:hidden">{s.intro}</p>
      <div className="print:hidden">
        <PrintButton label={s.print} className="w-full sm:w-auto" />
      </div>
      {/* The parent's question first: the doctor reads it before anything else. */}
      <SummarySection id="summary-notes" title={s.notesHeading}>
        <p className="whitespace-pre-line text-stone-900">{child.notes ?? s.noNotes}</p>
      </SummarySection>
      <SummaryChild {...shared} />
      <SummaryGrowth {...shared} />
      {/* Side by side on paper, so the whole summary fits one A4 page. */}
      <div className="flex flex-col gap-4 print:grid print:grid-cols-2 print:items-start print:gap-4">
        <SummaryMilestones {...shared} />
        <SummaryVaccinations {...shared} />
      </div>
      <footer className="text-sm text-stone-700 print:text-[0.85rem]">{s.footer}</footer>
    </article>
  );
}
