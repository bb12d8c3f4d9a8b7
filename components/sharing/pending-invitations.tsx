// The open invitations of a shared child or field, for its owner: the role and until when, and
// Revoke (docs/sharing.md). The link and code themselves are never shown again.
import { fill } from "@/lib/i18n/bundle";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { SharingMessages } from "@/lib/i18n/sharing";
import { SubmitButton } from "@/components/ui/submit-button";
import { cardStyles } from "@/components/ui/styles";

type Invitation = { id: string; role: keyof SharingMessages["roles"]; expiresAt: string };

type Props = {
  invitations: readonly Invitation[];
  revoke: (invitationId: string) => (formData: FormData) => Promise<void>;
  s: SharingMessages;
  locale: Locale;
};

export function PendingInvitations({ invitations, revoke, s, locale }: Props) {
  return (
    <section aria-labelledby="invitations" className="flex flex-col gap-3">
      <h2 id="invitations" className="text-lg font-bold">
        {s.invitationsHeading}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-stone-700">{s.noInvitations}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {invitations.map((invitation) => (
            <li key={invitation.id} className={`${cardStyles} flex flex-wrap items-center justify-between gap-2`}>
              <span>{fill(s.invitationLine, { role: s.roles[invitation.role], date: formatDateTime(invitation.expiresAt, locale) })}</span>
              <form action={revoke(invitation.id)}>
                <SubmitButton label={s.revoke} pendingLabel={s.saving} variant="secondary" aria-label={fill(s.revokeName, { role: s.roles[invitation.role] })} />
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
