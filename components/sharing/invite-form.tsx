"use client";

// Creating an invitation to a child or a field: the role as two large radio cards, then the link and the short code,
// shown once (only their hashes are stored). The form posts to a server action, so it works
// before the page's JavaScript has loaded; the copy button needs it and is only a convenience.
import { useActionState, useState } from "react";
import { fill } from "@/lib/i18n/bundle";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { SharingMessages } from "@/lib/i18n/sharing";
import { SubmitButton } from "@/components/ui/submit-button";
import { buttonStyles, cardStyles } from "@/components/ui/styles";

export type InviteState = { failed?: boolean; invitation?: { link: string; code: string; expiresAt: string } } | null;

/** A role to offer: its value, name and what it lets one do; the first is checked. */
export type RoleChoice = { value: string; label: string; help: string };

type Props = {
  action: (previous: InviteState, formData: FormData) => Promise<InviteState>;
  roles: readonly RoleChoice[];
  s: SharingMessages;
  locale: Locale;
};

export function InviteForm({ action, roles, s, locale }: Props) {
  const [state, formAction] = useActionState(action, null);
  const [copied, setCopied] = useState(false);
  const created = state?.invitation;
  return (
    <div className="flex flex-col gap-4">
      <form action={formAction} className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{s.roleLegend}</legend>
          {roles.map((role, i) => (
            <label key={role.value} className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-600">
              <input type="radio" name="role" value={role.value} defaultChecked={i === 0} className="mt-1 size-5 shrink-0 accent-brand-700" />
              <span className="flex flex-col">
                <span className="font-semibold">{role.label}</span>
                <span className="text-sm text-stone-700">{role.help}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <SubmitButton label={s.createInvite} pendingLabel={s.creating} className="self-start" />
        {state?.failed && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {s.failed}
          </p>
        )}
      </form>
      {created && (
        <section aria-labelledby="invitation-created" role="status" className={`${cardStyles} flex flex-col gap-3 border-brand-600`}>
          <h3 id="invitation-created" className="text-lg font-bold">
            {s.createdTitle}
          </h3>
          <label htmlFor="invitation-link" className="font-medium">
            {s.linkLabel}
          </label>
          <input
            id="invitation-link"
            readOnly
            value={created.link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-12 w-full rounded-xl border border-stone-300 px-3 text-base text-stone-900"
          />
          <button
            type="button"
            className={`${buttonStyles.secondary} self-start`}
            onClick={() => navigator.clipboard?.writeText(created.link).then(() => setCopied(true), () => setCopied(false))}
          >
            {copied && <span aria-hidden="true">✓</span>} {s.copyLink}
          </button>
          <p className="font-medium">{s.codeLabel}</p>
          <p className="font-mono text-3xl font-bold tracking-widest" data-testid="invitation-code">
            {created.code}
          </p>
          <p className="text-sm text-stone-700">{fill(s.createdNote, { date: formatDateTime(created.expiresAt, locale) })}</p>
        </section>
      )}
    </div>
  );
}
