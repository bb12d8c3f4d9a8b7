import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { ChildForm } from "@/components/parents/children/child-form";
import { DeleteChildDialog } from "@/components/parents/children/delete-child-dialog";
import { buttonStyles } from "@/components/ui/styles";
import { getParentsMessages } from "../../../messages";
import { removeChild, saveChild } from "../../actions";
import { loadChild } from "../../load-child";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t, common } = await getParentsMessages();
  return { title: `${t.editLink} · ${common.appName}` };
}

// Editing a child's profile; measurements are added on the growth page instead.
export default async function EditChildPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser();
  const { locale, t } = await getParentsMessages();
  // The profile is the owner's: a member gets the not-found page, as the API answers them.
  const child = await loadChild(user.id, id, locale, "owner");
  const defaults = {
    name: child.name,
    birthDate: child.birthDate,
    gender: child.gender,
    gestationalWeeks: child.gestationalWeeks?.toString() ?? "",
    gestationalDays: child.gestationalDays?.toString() ?? "",
    feedingType: child.feedingType ?? "",
    allergies: child.allergies.join(", "),
    chronicConditions: child.chronicConditions.join(", "),
    notes: child.notes ?? "",
  };
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <Link href="/children" className={buttonStyles.back}>
        ← {t.childrenTitle}
      </Link>
      <h1 className="text-2xl font-bold">{fill(t.editTitle, { name: child.name })}</h1>
      {child.isPremature && child.gestationalWeeks == null && (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-900">{fill(t.weeksMissing, { name: child.name })}</p>
      )}
      <ChildForm action={saveChild.bind(null, child.id)} defaults={defaults} mode="edit" />
      <div className="flex flex-wrap gap-3 border-t border-stone-200 pt-5">
        <Link href={`/children/${child.id}`} className={buttonStyles.secondary}>
          <span aria-hidden="true">📈</span> {t.growthLink}
        </Link>
        <DeleteChildDialog childId={child.id} childName={child.name} action={removeChild} />
      </div>
    </section>
  );
}
