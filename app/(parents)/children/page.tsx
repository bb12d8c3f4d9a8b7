import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { requireUser } from "@/lib/auth/page-user";
import { listChildren } from "@/lib/children/children";
import { ChildCard } from "@/components/parents/children/child-card";
import { buttonStyles } from "@/components/ui/styles";
import { getParentsMessages } from "../messages";
import { makeChildActive } from "./actions";
import { nextDosesOf } from "./next-doses";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getParentsMessages();
  return { title: `${t.childrenTitle} · ${common.appName}` };
}

// The parent's children, their own and those shared with them (with the role): switch the
// active one in one tap, open growth charts, edit their own.
export default async function ChildrenPage() {
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  const children = await listChildren(user.id, { locale });
  // The contract (docs/spec/README.md) asks for at least one child: the first visit goes to the first-run form.
  if (children.length === 0) redirect("/children/new");
  const doses = await nextDosesOf(user.id, children, locale);
  const share = SHARING_MESSAGES[locale];
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t.childrenTitle}</h1>
        <Link href="/children/new" className={buttonStyles.primary}>
          <span aria-hidden="true">+</span> {t.addChild}
        </Link>
      </div>
      <ul className="flex flex-col gap-4">
        {children.map((child) => (
          <ChildCard
            key={child.id}
            child={child}
            locale={locale}
            t={t}
            vaccination={doses.get(child.id) ?? { next: null, catchUp: 0, firstVisit: false }}
            makeActive={makeChildActive}
            share={share}
          />
        ))}
      </ul>
      <Link href="/invite" className={`${buttonStyles.textLink} self-start`}>
        {share.codeLink}
      </Link>
    </section>
  );
}
