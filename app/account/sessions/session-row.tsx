import type { SessionInfo } from "@/lib/auth/sessions";
import { fill } from "@/lib/i18n/bundle";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { Messages } from "@/lib/i18n/messages";
import { SubmitButton } from "@/components/ui/submit-button";
import { endOneSession } from "./actions";
import { sessionName } from "./session-name";

/** One session: what it is, when it signed in and was last used, and its sign-out button. */
export function SessionRow({ session, t, locale }: { session: SessionInfo; t: Messages; locale: Locale }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-col gap-1">
        <p className="font-semibold">
          {sessionName(session, t)}
          {session.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-900">{t.thisDevice}</span>}
        </p>
        <p className="text-sm text-stone-700">{fill(t.sessionLastSeen, { date: formatDateTime(session.lastSeenAt, locale) })}</p>
        <p className="text-sm text-stone-700">{fill(t.sessionSignedIn, { date: formatDateTime(session.createdAt, locale) })}</p>
      </div>
      {!session.current && (
        <form action={endOneSession}>
          <input type="hidden" name="sessionId" value={session.id} />
          <SubmitButton label={t.endSession} pendingLabel={t.working} variant="secondary" />
        </form>
      )}
    </li>
  );
}
