import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { listFieldReports, listSharedFields } from "@/lib/sharing/shared-fields";
import { ComparisonPage } from "@/components/farmers/history/comparison-page";
import { loadRecord } from "@/app/load-record";
import { getFarmersMessages } from "../../../../messages";
import { fieldAccess } from "../../../access";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ a?: string | string[]; b?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getFarmersMessages();
  return { title: `${t.compareTitle} · ${common.appName}` };
}

// Two reports of a field shared with the reader compared (?a=&b=, either order), as the owner's
// comparison (/soil/fields/{key}/compare) does. Both must be reports of this field, read under
// the same rule as its history (any member): anything else is not found, like a wrong id.
export default async function SharedComparePage({ params, searchParams }: Props) {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const { id } = await params;
  const { a, b } = await searchParams;
  if (typeof a !== "string" || typeof b !== "string") notFound();
  const field = (await listSharedFields(user.id)).find((shared) => shared.id === id);
  if (!field) notFound();
  const reports = await loadRecord(id, () => listFieldReports(fieldAccess(user.id, "viewer"), id));
  const first = reports.find((report) => report.reportId === a);
  const second = reports.find((report) => report.reportId === b);
  if (!first || !second) notFound();
  return <ComparisonPage fieldName={field.name} reports={[first, second]} same={a === b} historyHref={`/soil/shared/${field.id}`} locale={locale} t={t} />;
}
