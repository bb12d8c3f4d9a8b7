"use client";

// The calendar reminders panel: create (or rotate) the secret address, subscribe through
// webcal://, or turn it off. The address exists only in this answer: the server keeps its hash.
import { useActionState } from "react";
import type { Locale } from "@/lib/i18n/locale";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";

/** The feed's new addresses after creating or rotating it; null when there is none to show. */
export type FeedState = { webcalUrl: string; url: string } | null;

interface Props {
  locale: Locale;
  active: boolean;
  action: (previous: FeedState, formData: FormData) => Promise<FeedState>;
}

export function CalendarFeedPanel({ locale, active, action: serverAction }: Props) {
  const v = VACCINATION_MESSAGES[locale];
  const [feed, action] = useActionState(serverAction, null);
  return (
    <section aria-labelledby="calendar-feed" className={`${cardStyles} flex flex-col gap-3`}>
      <h2 id="calendar-feed" className="text-lg font-bold">
        {v.feedTitle}
      </h2>
      <p className="text-stone-700">{v.feedText}</p>
      {feed ? (
        <div className="flex flex-col gap-2">
          <a href={feed.webcalUrl} className={`${buttonStyles.primary} self-start`}>
            <span aria-hidden="true">📅</span> {v.feedSubscribe}
          </a>
          <p className="text-sm text-stone-700">{v.feedCopy}</p>
          <code className="break-all rounded-xl bg-stone-50 p-2 text-sm">{feed.url}</code>
          <p className="text-sm text-stone-700">{v.feedOnce}</p>
        </div>
      ) : (
        active && <p className="text-sm text-stone-700">{v.feedActive}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <form action={action}>
          <input type="hidden" name="intent" value="create" />
          <SubmitButton label={active || feed ? v.feedRotate : v.feedCreate} pendingLabel={v.saving} variant="secondary" />
        </form>
        {(active || feed) && (
          <form action={action}>
            <input type="hidden" name="intent" value="revoke" />
            <SubmitButton label={v.feedRevoke} pendingLabel={v.saving} variant="dangerOutline" />
          </form>
        )}
      </div>
    </section>
  );
}
