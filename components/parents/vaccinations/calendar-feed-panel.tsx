"use client";

// The calendar reminders panel: create (or rotate) the secret address, subscribe through
// webcal://, or turn it off. The address exists only in this answer: the server keeps its hash.
import { useActionState } from "react";
import { fill } from "@/lib/i18n/bundle";
import type { Locale } from "@/lib/i18n/locale";
import { VACCINATION_MESSAGES } from "@/lib/i18n/vaccinations";
import type { NameStyle } from "@/lib/vaccinations/feed-privacy";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { SubmitButton } from "@/components/ui/submit-button";

/** The feed's new addresses after creating or rotating it; null when there is none to show. */
export type FeedState = { webcalUrl: string; url: string } | null;

interface Props {
  locale: Locale;
  active: boolean;
  /** How the current feed names the child (the new one's default), and the child in each style. */
  nameStyle: NameStyle;
  names: Record<NameStyle, string>;
  action: (previous: FeedState, formData: FormData) => Promise<FeedState>;
}

export function CalendarFeedPanel({ locale, active, nameStyle, names, action: serverAction }: Props) {
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
        <form action={action} method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="create" />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 font-medium">{v.feedNameLegend}</legend>
            {(["first_name", "initials"] as const).map((style) => (
              <label key={style} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 px-3 has-checked:border-brand-600">
                <input type="radio" name="nameStyle" value={style} defaultChecked={style === nameStyle} className="size-5 accent-brand-700" />
                {fill(style === "first_name" ? v.feedNameFirst : v.feedNameInitials, { name: names[style] })}
              </label>
            ))}
          </fieldset>
          <SubmitButton label={active || feed ? v.feedRotate : v.feedCreate} pendingLabel={v.saving} variant="secondary" />
        </form>
        {(active || feed) && (
          <form action={action} method="post" className="self-end">
            <input type="hidden" name="intent" value="revoke" />
            <SubmitButton label={v.feedRevoke} pendingLabel={v.saving} variant="dangerOutline" />
          </form>
        )}
      </div>
    </section>
  );
}
