import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { listActivities, listCategories } from "@/lib/activities/browse";
import { listChildren } from "@/lib/children/children";
import { fill } from "@/lib/i18n/bundle";
import { CategoryChips } from "@/components/parents/category-chips";
import { StatusBadge } from "@/components/parents/status-badge";
import { ACTIVITY_HISTORY_MESSAGES } from "@/lib/i18n/activity-history";
import { buttonStyles } from "@/components/ui/styles";
import { getParentsMessages } from "../messages";
import { childAccess } from "../children/access";

type Props = { searchParams: Promise<{ category?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getParentsMessages();
  return { title: `${t.activitiesTitle} · ${common.appName}` };
}

// Every activity that suits the active child's age, filtered by category chips.
export default async function ActivitiesPage({ searchParams }: Props) {
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  const query = (await searchParams).category;
  const wanted = Array.isArray(query) ? query[0] : query;
  const [categories, children] = await Promise.all([listCategories(locale), listChildren(user.id, { locale })]);
  // A slug or an id; an unknown one shows everything rather than an error page.
  const category = categories.find((c) => c.slug === wanted || c.id === wanted) ?? null;
  const child = children.find((c) => c.isSelected) ?? null;
  const activities = await listActivities(childAccess(user.id, "viewer"), { childId: child?.id, categoryId: category?.id, locale });

  return (
    <section className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold">{t.activitiesTitle}</h1>
        {child ? (
          <>
            <p className="text-stone-700">{fill(t.activitiesFor, { name: child.name, age: child.ageLabel })}</p>
            <Link href={`/children/${child.id}/activities`} className={buttonStyles.textLink}>
              {ACTIVITY_HISTORY_MESSAGES[locale].link} <span aria-hidden="true">→</span>
            </Link>
          </>
        ) : (
          <p className="mt-2 rounded-xl bg-amber-50 p-3 text-amber-900">
            {t.noChildNote}{" "}
            <Link href="/children/new" className="font-semibold underline">
              {t.addChild}
            </Link>
          </p>
        )}
      </div>
      <CategoryChips categories={categories} current={category?.id ?? null} label={t.categoriesLabel} allLabel={t.allCategories} />
      {activities.length === 0 ? (
        <p className="text-stone-700">{t.noActivities}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {activities.map((activity) => (
            <li key={activity.id}>
              <Link
                href={`/activities/${activity.id}`}
                className="flex h-full min-h-12 flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600"
              >
                <span className="text-lg leading-snug font-bold">
                  {activity.title}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
                  <span>{activity.categoryTitle}</span>
                  <StatusBadge status={activity.status} t={t} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
