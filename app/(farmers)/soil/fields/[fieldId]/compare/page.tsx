import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { ComparisonPage } from "@/components/farmers/history/comparison-page";
import { getFarmersMessages } from "../../../../messages";
import { decodeParam, fieldTitle, findField, loadReport } from "../../../data";

type Props = { params: Promise<{ fieldId: string }>; searchParams: Promise<{ a?: string | string[]; b?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getFarmersMessages();
  return { title: `${t.compareTitle} · ${common.appName}` };
}

// Two reports of one field compared (?a=&b=, either order): the earlier one is "before"
// (components/farmers/history/comparison-page.tsx).
// Reports of another field or another user are not found, like a wrong id.
export default async function ComparePage({ params, searchParams }: Props) {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const fieldId = decodeParam((await params).fieldId);
  const { a, b } = await searchParams;
  if (typeof a !== "string" || typeof b !== "string") notFound();
  const [first, second, field] = await Promise.all([loadReport(user.id, a), loadReport(user.id, b), findField(user.id, fieldId)]);
  if (first.fieldId !== fieldId || second.fieldId !== fieldId) notFound();
  return (
    <ComparisonPage fieldName={fieldTitle(field, fieldId)} reports={[first, second]} same={a === b} historyHref={`/soil/fields/${encodeURIComponent(fieldId)}`} locale={locale} t={t} />
  );
}
