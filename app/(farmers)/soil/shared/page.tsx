import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { formatDate } from "@/lib/i18n/format";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { listSharedFields } from "@/lib/sharing/shared-fields";
import { Badge } from "@/components/ui/badge";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { getFarmersMessages } from "../../messages";

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getFarmersMessages();
  return { title: `${SHARING_MESSAGES[locale].sharedFieldsTitle} · ${common.appName}` };
}

// The fields other farmers shared with the reader (docs/sharing.md), each with its owner, the
// reader's role and its reports at a glance; never the owners' other fields.
export default async function SharedFieldsPage() {
  const user = await requireUser();
  const { locale, t } = await getFarmersMessages();
  const s = SHARING_MESSAGES[locale];
  const fields = await listSharedFields(user.id);
  return (
    <section className="flex flex-col gap-5">
      <Link href="/soil" className={buttonStyles.back}>
        ← {t.soilTitle}
      </Link>
      <h1 className="text-2xl font-bold">{s.sharedFieldsTitle}</h1>
      {fields.length === 0 ? (
        <p className={`${cardStyles} text-stone-700`}>{s.sharedFieldsEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {fields.map((field) => (
            <li key={field.id} className={`${cardStyles} flex flex-col gap-2`} data-shared-field={field.name}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-bold">{field.name}</h2>
                <Badge tone="violet">{s.roles[field.role]}</Badge>
              </div>
              <p className="text-stone-700">{fill(s.sharedFieldOwner, { owner: field.ownerName })}</p>
              <p className="text-sm text-stone-700">
                {field.lastReportAt ? `${fill(t.lastReport, { date: formatDate(field.lastReportAt, locale) })} · ` : ""}
                {fill(t.reportCount, { n: field.reportCount })}
              </p>
              <Link href={`/soil/shared/${field.id}`} aria-label={`${t.history}: ${field.name}`} className={`${buttonStyles.secondary} self-start`}>
                {t.history}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
