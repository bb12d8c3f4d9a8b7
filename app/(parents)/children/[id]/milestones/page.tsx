import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { CHECK_AGES } from "@/lib/milestones/catalogue";
import { getMilestones } from "@/lib/milestones/milestones";
import { MILESTONE_PAGE, windowLabel } from "@/lib/milestones/page-messages";
import { cardStyles } from "@/components/ui/styles";
import { getParentsMessages } from "../../../messages";
import { loadChild } from "../../load-child";
import { childAbilities, childAccess } from "../../access";
import { saveMilestoneAnswer } from "./actions";
import { MilestoneItem } from "./milestone-item";
import { namesRecorders } from "@/lib/sharing/recorder-name";
import { buttonStyles } from "@/components/ui/styles";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ window?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getParentsMessages();
  return { title: `${MILESTONE_PAGE[locale].link} · ${common.appName}` };
}

// The milestone checklist for the child's current window (or ?window=), with the calm
// "talk to your doctor" note and what comes next. Rules: docs/milestones.md.
export default async function MilestonesPage({ params, searchParams }: Props) {
  const { id } = await params;
  const { window: asked } = await searchParams;
  const user = await requireUser();
  const { locale } = await getParentsMessages();
  const t = MILESTONE_PAGE[locale];
  const child = await loadChild(user.id, id, locale);
  const wanted = Number(asked);
  const window = (CHECK_AGES as readonly number[]).includes(wanted) ? wanted : undefined;
  const data = await getMilestones(childAccess(user.id, "viewer"), child.id, { window, locale });
  const milestones = data.items.filter((item) => item.kind === "milestone");
  const signs = data.items.filter((item) => item.kind === "sign");
  // A viewer of a shared child sees the answers without the buttons (docs/sharing.md).
  const action = (milestoneId: string) => (childAbilities(child.role).record ? saveMilestoneAnswer.bind(null, child.id, milestoneId) : undefined);
  const named = namesRecorders(data.items.map((item) => ({ recordedBy: item.answer?.recordedBy })));
  const href = (months: number) => `/children/${child.id}/milestones?window=${months}`;
  return (
    <section className="flex flex-col gap-5">
      <Link href={`/children/${child.id}`} className={buttonStyles.back}>
        {fill(t.back, { name: child.name })}
      </Link>
      <div>
        <h1 className="text-2xl font-bold">{fill(t.title, { name: child.name })}</h1>
        <p className="text-stone-700">{windowLabel(data.window, locale)}</p>
      </div>
      <p className="text-stone-800">{t.intro}</p>
      {data.correctedAge && <p className="rounded-xl bg-sky-50 p-4 text-sky-950">{t.corrected}</p>}
      {data.earlyForWindow && (
        <p role="note" className="rounded-xl bg-sky-50 p-4 text-sky-950" data-testid="early-for-window">
          {fill(t.early, { window: windowLabel(data.window, locale), name: child.name })}
        </p>
      )}
      {data.correctionEnded && (
        <p role="note" className="rounded-xl bg-sky-50 p-4 text-sky-950" data-testid="correction-ended">
          {fill(t.correctionEnded, {
            name: child.name,
            from: windowLabel(data.correctionEnded.correctedWindow, locale),
            to: windowLabel(data.currentWindow, locale),
          })}
        </p>
      )}
      {data.advice.message && (
        <section aria-labelledby="advice" role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950">
          <h2 id="advice" className="font-bold">
            {t.adviceHeading}
          </h2>
          <p>{data.advice.message}</p>
        </section>
      )}
      <section aria-labelledby="milestones" className="flex flex-col gap-3">
        <h2 id="milestones" className="text-lg font-bold">
          {t.milestonesHeading}
        </h2>
        <ul className="flex flex-col gap-3">
          {milestones.map((item) => (
            <MilestoneItem key={item.id} item={item} t={t} locale={locale} expected={data.earlyForWindow} namesRecorder={named} action={action(item.id)} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="signs" className="flex flex-col gap-3">
        <h2 id="signs" className="text-lg font-bold">
          {t.signsHeading}
        </h2>
        <p className="text-stone-800">{data.earlyForWindow ? t.signsIntroEarly : t.signsIntro}</p>
        <ul className="flex flex-col gap-3">
          {signs.map((item) => (
            <MilestoneItem key={item.id} item={item} t={t} locale={locale} expected={data.earlyForWindow} namesRecorder={named} action={action(item.id)} />
          ))}
        </ul>
      </section>
      {data.nextWindow !== null && data.next.length > 0 && (
        <section aria-labelledby="next" className={`${cardStyles} flex flex-col gap-2`}>
          <h2 id="next" className="text-lg font-bold">
            {fill(t.nextHeading, { window: windowLabel(data.nextWindow, locale) })}
          </h2>
          <ul className="list-disc pl-5 text-stone-800">
            {data.next.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ul>
        </section>
      )}
      <nav className="flex flex-wrap gap-4">
        {data.previousWindow !== null && (
          <Link href={href(data.previousWindow)} className={buttonStyles.textLink}>
            {t.previousLink}
          </Link>
        )}
        {data.window !== data.currentWindow && (
          <Link href={`/children/${child.id}/milestones`} className={buttonStyles.textLink}>
            {t.currentLink}
          </Link>
        )}
        {data.nextWindow !== null && (
          <Link href={href(data.nextWindow)} className={buttonStyles.textLink}>
            {t.nextLink}
          </Link>
        )}
      </nav>
      <p className="text-sm text-stone-700">{t.sources}</p>
    </section>
  );
}
