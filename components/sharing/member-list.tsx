// The people of a shared child or field, for its owner (docs/sharing.md): each with their role
// and since when, and for a member the switch to the other role and a confirmed removal. The
// forms post to the page's server actions, which apply the same role rules as the API.
import { fill } from "@/lib/i18n/bundle";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { SharingMessages } from "@/lib/i18n/sharing";
import type { OwnershipMessages } from "@/lib/i18n/ownership";
import { Badge } from "@/components/ui/badge";
import { SubmitButton } from "@/components/ui/submit-button";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { MakeOwner } from "./make-owner";

type Role = keyof SharingMessages["roles"];
type Member = { userId: string; name: string; role: Role; since: string };
type Action = (formData: FormData) => Promise<void>;

type Props = {
  members: readonly Member[];
  /** The two member roles (caregiver and viewer, or worker and viewer): a member switches to the other. */
  memberRoles: readonly [Role, Role];
  selfId: string;
  /** "{name} will no longer see ...", worded for a child or a field. */
  removeConfirm: string;
  setRole: (memberId: string) => Action;
  remove: (memberId: string) => Action;
  /** "Make owner" (docs/sharing.md, "Handing ownership over"): the action, its wording and the last refusal. */
  makeOwner?: {
    action: (memberId: string) => Action;
    confirm: string;
    error?: { memberId: string; text: string };
    o: OwnershipMessages;
  };
  s: SharingMessages;
  locale: Locale;
};

export function MemberList({ members, memberRoles, selfId, removeConfirm, setRole, remove, makeOwner, s, locale }: Props) {
  return (
    <section aria-labelledby="members" className="flex flex-col gap-3">
      <h2 id="members" className="text-lg font-bold">
        {s.membersHeading}
      </h2>
      <ul className="flex flex-col gap-3">
        {members.map((member) => {
          const other = member.role === memberRoles[0] ? memberRoles[1] : memberRoles[0];
          return (
            <li key={member.userId} className={`${cardStyles} flex flex-col gap-3`} data-member={member.name}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">
                  {member.name}
                  {member.userId === selfId && <span className="font-normal text-stone-700"> ({s.you})</span>}
                </p>
                <Badge tone={member.role === "owner" ? "green" : "violet"}>{s.roles[member.role]}</Badge>
              </div>
              <p className="text-sm text-stone-700">{fill(s.since, { date: formatDate(member.since, locale) })}</p>
              {member.role !== "owner" && (
                <div className="flex flex-wrap items-start gap-2">
                  <form action={setRole(member.userId)}>
                    <input type="hidden" name="role" value={other} />
                    <SubmitButton
                      label={fill(s.makeRole, { role: s.roles[other] })}
                      pendingLabel={s.saving}
                      variant="secondary"
                      aria-label={fill(s.makeRoleName, { name: member.name, role: s.roles[other] })}
                    />
                  </form>
                  <details className="flex flex-col">
                    <summary className={`${buttonStyles.dangerOutline} cursor-pointer list-none`} aria-label={fill(s.removeName, { name: member.name })}>
                      {s.remove}
                    </summary>
                    <form action={remove(member.userId)} className="mt-3 flex flex-col gap-3 rounded-xl bg-red-50 p-4">
                      <p className="text-red-900">{fill(removeConfirm, { name: member.name })}</p>
                      <SubmitButton label={s.removeYes} pendingLabel={s.saving} variant="danger" className="self-start" />
                    </form>
                  </details>
                  {makeOwner && (
                    <MakeOwner
                      memberId={member.userId}
                      name={member.name}
                      confirm={makeOwner.confirm}
                      action={makeOwner.action(member.userId)}
                      error={makeOwner.error?.memberId === member.userId ? makeOwner.error.text : undefined}
                      o={makeOwner.o}
                    />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
