import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/page-user";
import { listChildren } from "@/lib/children/children";
import { ChildForm } from "@/components/parents/children/child-form";
import { getParentsMessages } from "../../messages";
import { saveChild } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getParentsMessages();
  return { title: `${t.newChildTitle} · ${common.appName}` };
}

// Adding a child; for a parent without any child yet this is the friendly first-run page.
export default async function NewChildPage() {
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  const firstRun = (await listChildren(user.id, { locale })).length === 0;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      {firstRun ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-5">
          <span aria-hidden="true" className="text-4xl">
            👶🌱
          </span>
          <h1 className="text-2xl font-bold text-brand-900">{t.firstRunTitle}</h1>
          <p className="text-stone-800">{t.firstRunText}</p>
        </div>
      ) : (
        <h1 className="text-2xl font-bold">{t.newChildTitle}</h1>
      )}
      <ChildForm action={saveChild.bind(null, null)} mode="create" />
    </section>
  );
}
