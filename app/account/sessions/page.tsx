import { requireUser } from "@/lib/auth/page-user";
import { listSessions } from "@/lib/auth/sessions";
import { formatDateTime } from "@/lib/i18n/format";
import { getMessages } from "@/lib/i18n/server";
import { SubmitButton } from "@/components/ui/submit-button";
import { endOneSession, endOtherSessions } from "./actions";

export const dynamic = "force-dynamic";

// Where the account is signed in: every browser and app session, this one first. A parent who
// sees a phone they do not know ends it here, or all but this one at once.
export default async function SessionsPage({ searchParams }: { searchParams: Promise<{ ended?: string }> }) {
  const user = await requireUser();
  const { locale, t } = await getMessages();
  const sessions = await listSessions(user.id, user.sessionId);
  const others = sessions.filter((session) => !session.current);
  const { ended } = await searchParams;
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t.sessionsTitle}</h1>
      <p className="text-stone-700">{t.sessionsIntro}</p>
      {ended && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-green-900">
          {t.sessionsEnded}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4">
            <div className="flex flex-col gap-1">
              <p className="font-semibold">
                {session.device ?? t.unknownDevice} · {session.kind === "app" ? t.sessionApp : t.sessionBrowser}
                {session.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-900">{t.thisDevice}</span>}
              </p>
              <p className="text-sm text-stone-700">{t.sessionSignedIn.replace("{date}", formatDateTime(session.createdAt, locale))}</p>
              <p className="text-sm text-stone-700">{t.sessionLastSeen.replace("{date}", formatDateTime(session.lastSeenAt, locale))}</p>
            </div>
            {!session.current && (
              <form action={endOneSession}>
                <input type="hidden" name="sessionId" value={session.id} />
                <SubmitButton label={t.endSession} pendingLabel={t.working} variant="secondary" />
              </form>
            )}
          </li>
        ))}
      </ul>
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
