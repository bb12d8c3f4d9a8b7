import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { percent, sourceLabel } from "@/components/farmers/format";
import { formatDateTime } from "@/lib/i18n/format";
import { PLAN_MESSAGES } from "@/lib/i18n/farmers-plan";
import { REPORT_MESSAGES } from "@/lib/i18n/farmers-report";
import { fallbackSources } from "@/lib/soil/finding-sources";
import { reportLanguageOf } from "@/lib/soil/report-language";
import { recorderLine } from "@/lib/sharing/recorder-name";
import { ActionList } from "@/components/farmers/report/action-list";
import { CropScores } from "@/components/farmers/report/crop-scores";
import { Disclaimer } from "@/components/farmers/report/disclaimer";
import { IssueList } from "@/components/farmers/report/issue-list";
import { PrintButton } from "@/components/farmers/report/print-button";
import { ReportPhotos } from "@/components/farmers/report/report-photos";
import { SoilProfile } from "@/components/farmers/report/soil-profile";
import { SoilFormRefresh } from "@/components/offline/soil-form-warmer";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { getFarmersMessages } from "../../../messages";
import { analyseAgainHref, fieldHistoryHref, loadSharedReport } from "../../data";

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getFarmersMessages();
  return { title: `${t.reportTitle} · ${common.appName}` };
}

// One soil report as the farmer reads it (and prints it for the agronomist): the summary in
// plain words of the report's language (the reader's, issue 34), the disclaimer, the profile, problems by severity, actions by priority, crops
// by suitability and the photos. Content is the stored report body, exactly as answered; what
// is ours (names of codes, crops, the disclaimer, where each finding comes from) is in the
// reader's language. Who worked it out and the confidence numbers sit in the details at the
// end: a farmer reads a percentage beside a value as a score (issue 28).
export default async function ReportPage({ params }: Params) {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const r = REPORT_MESSAGES[locale];
  const { id } = await params;
  // The owner and the field's members (docs/sharing.md); anyone else gets the not-found page.
  const [report, field] = await loadSharedReport(user.id, id);
  const name = field.name;
  const analyseAgain = analyseAgainHref(field);
  const { details } = report;
  const language = reportLanguageOf(report);
  const sources = details.sources ?? fallbackSources(details);
  const hidden = details.flags.some((flag) => flag.startsWith("action_hidden") || flag.startsWith("aggressive_removed"));
  const history = fieldHistoryHref(field);
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t.reportTitle}</h1>
        <p className="text-stone-700">{fill(t.reportMeta, { field: name, date: formatDateTime(report.createdAt, locale) })}</p>
        {/* Who submitted it, once it is not the reader (a shared field). */}
        {report.recordedBy && !report.recordedBy.you && (
          <p className="text-sm text-stone-700" data-testid="report-recorded-by">
            {recorderLine(report.recordedBy, locale)}
          </p>
        )}
      </header>
      {r.writtenIn[language] && (
        <p className="rounded-xl bg-sky-50 px-3 py-2 text-sky-950" data-testid="text-language-note">
          {r.writtenIn[language]}
        </p>
      )}
      <section aria-labelledby="summary-title" className={`${cardStyles} border-brand-600 bg-gradient-to-br from-brand-50 to-white`}>
        <h2 id="summary-title" className="text-xl font-bold">
          {t.summaryTitle}
        </h2>
        {/* The analysis's text is in the report's language, whatever the interface's: lang tells screen readers so. */}
        <p lang={language} className="mt-2 text-lg leading-relaxed whitespace-pre-line">
          {report.summary}
        </p>
      </section>
      <Disclaimer text={r.disclaimer} locale={locale} t={t} />
      <SoilProfile profile={details.soilProfile} sources={sources} locale={locale} t={t} r={r} textLang={language} />
      <IssueList issues={details.issues} sources={sources.issues} t={t} r={r} textLang={language} />
      <ActionList actions={details.actions} t={t} r={r} textLang={language} />
      <CropScores crops={details.crops} locale={locale} t={t} textLang={language} />
      {/* The fertiliser plan for this field (lib/soil/plan): how much, when, and what it costs. */}
      <Link href={`/soil/reports/${report.reportId}/plan`} className={`${cardStyles} flex flex-col gap-1 border-brand-600 hover:bg-brand-50 print:hidden`}>
        <span className="text-lg font-bold text-brand-800">{PLAN_MESSAGES[locale].reportLink} →</span>
        <span className="text-stone-700">{PLAN_MESSAGES[locale].reportLinkHint}</span>
      </Link>
      {details.flags.includes("no_soil_in_photos") && (
        <p role="note" className="rounded-xl bg-amber-50 px-3 py-2 text-amber-950" data-testid="no-soil-note">
          {r.noSoilPhotos}
        </p>
      )}
      <ReportPhotos photos={details.photos} t={t} />
      {hidden && <p className="text-sm text-stone-600">{t.hiddenNote}</p>}
      <details className={`${cardStyles} text-stone-800`}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{r.detailsTitle}</summary>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          <li>
            {r.detailsSource}: {sourceLabel(report.source, t)}
          </li>
          <li>{fill(r.detailsConfidence, { p: percent(report.soilProfile.confidence) })}</li>
          <li>{fill(r.detailsPhConfidence, { p: percent(details.soilProfile.phConfidence) })}</li>
        </ul>
      </details>
      {/* The analysis may have saved or changed a field: the form kept for offline use lists it too. */}
      <SoilFormRefresh changedAt={report.createdAt} />
      <div className="flex flex-wrap gap-2 print:hidden [&>*]:flex-1 [&>*]:basis-36">
        <PrintButton label={t.print} />
        <Link href={history} className={buttonStyles.secondary}>
          {t.fieldHistory}
        </Link>
        {/* A viewer writes nothing: no new analysis from here. */}
        {analyseAgain && (
          <Link href={analyseAgain} className={buttonStyles.secondary}>
            {t.analyseAgain}
          </Link>
        )}
      </div>
    </article>
  );
}
