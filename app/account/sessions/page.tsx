import { requireUser } from "@/lib/auth/page-user";
import { listSessions } from "@/lib/auth/sessions";
import { getMessages } from "@/lib/i18n/server";
import { SubmitButton } from "@/components/ui/submit-button";
import { endOtherSessions } from "./actions";
import { SessionRow } from "./session-row";

export const dynamic = "force-dynamic";

// Where the account is signed in: every browser and app session, named by what it is, this
// device's first (this browser's earlier sign-ins too). A parent who sees a phone they do not know
// ends it here, or all but this one at once.
export default async function SessionsPage({ searchParams }: { searchParams: Promise<{ ended?: string }> }) {
  const user = await requireUser();
  const { locale, t } = await getMessages();
  const sessions = await listSessions(user.id, user.sessionId);
  const others = sessions.filter((session) => !session.current);
  const { ended } = await searchParams;
  const groups = [
    { title: t.sessionsOnThisDevice, sessions: sessions.filter((session) => session.thisDevice) },
    { title: t.sessionsOnOtherDevices, sessions: sessions.filter((session) => !session.thisDevice) },
  ];
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t.sessionsTitle}</h1>
      <p className="text-stone-700">{t.sessionsIntro}</p>
      {ended && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-green-900">
          {t.sessionsEnded}
        </p>
      )}
      {groups.map(
        (group) =>
          group.sessions.length > 0 && (
            <section key={group.title} className="flex flex-col gap-3" aria-label={group.title}>
              <h2 className="text-lg font-semibold">{group.title}</h2>
              <ul className="flex flex-col gap-3">
                {group.sessions.map((session) => (
                  <SessionRow key={session.id} session={session} t={t} locale={locale} />
                ))}
              </ul>
            </section>
          ),
      )}
      {others.length > 0 ? (
        <form action={endOtherSessions}>
          <SubmitButton label={t.endOtherSessions} pendingLabel={t.working} />
        </form>
      ) : (
        <p className="text-stone-700">{t.noOtherSessions}</p>
      )}
    </section>
  );
}
