import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { listFieldReports, listSharedFields } from "@/lib/sharing/shared-fields";
import { namesRecorders } from "@/lib/sharing/recorder-name";
import { ReportRow } from "@/components/farmers/history/report-row";
import { ComparePicker } from "@/components/farmers/history/compare-picker";
import { roleAllows } from "@/lib/sharing/roles";
import { MembershipCard } from "@/components/sharing/membership-card";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { getFarmersMessages } from "../../../messages";
import { fieldAccess } from "../../access";
import { leaveFieldAction } from "../actions";

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getFarmersMessages();
  return { title: `${t.fieldHistory} · ${common.appName}` };
}

// A field shared with the reader (docs/sharing.md): its reports newest first, each saying who
// submitted it and opening its full report, a picker to compare two, the reader's role, and
// Leave. A worker also gets "New analysis" (the form with this field chosen); a viewer no
// control that writes. Only for a member: a field that is not shared with them (or no longer is)
// is not found.
export default async function SharedFieldPage({ params }: Params) {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const s = SHARING_MESSAGES[locale];
  const { id } = await params;
  const field = (await listSharedFields(user.id)).find((shared) => shared.id === id);
  if (!field) notFound();
  const reports = await listFieldReports(fieldAccess(user.id, "viewer"), field.id);
  const named = namesRecorders(reports);
  return (
    <section className="flex flex-col gap-5">
      <Link href="/soil/shared" className={buttonStyles.back}>
        {s.toSharedFields}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{fill(t.historyTitle, { field: field.name })}</h1>
        <p className="text-stone-700">{fill(s.sharedFieldOwner, { owner: field.ownerName })}</p>
      </div>
      {roleAllows("field", field.role, "worker") && (
        <Link href={`/soil/new?shared=${field.id}`} className={`${buttonStyles.primary} self-start`}>
          <span aria-hidden="true">+</span> {t.newAnalysis}
        </Link>
      )}
      {reports.length >= 2 && <ComparePicker fieldId={field.id} reports={reports} locale={locale} t={t} action={`/soil/shared/${field.id}/compare`} />}
      <section aria-labelledby="reports-title" className="flex flex-col gap-3">
        <h2 id="reports-title" className="text-xl font-bold">
          {t.reportsTitle}
        </h2>
        {reports.length === 0 ? (
          <p className={`${cardStyles} text-stone-700`}>{t.noReports}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {reports.map((report) => (
              <ReportRow key={report.reportId} report={report} locale={locale} t={t} namesRecorder={named} />
            ))}
          </ol>
        )}
      </section>
      <MembershipCard
        role={s.roles[field.role]}
        help={s.fieldRoleHelp[field.role]}
        ownerOnly={s.fieldOwnerOnly}
        name={field.name}
        leave={leaveFieldAction.bind(null, field.id)}
        s={s}
      />
    </section>
  );
}
