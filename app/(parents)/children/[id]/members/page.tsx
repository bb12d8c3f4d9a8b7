import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { formatDate, formatDateTime } from "@/lib/i18n/format";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { listMembers } from "@/lib/sharing/members";
import { Badge } from "@/components/ui/badge";
import { SubmitButton } from "@/components/ui/submit-button";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { InviteForm } from "@/components/parents/sharing/invite-form";
import { getParentsMessages } from "../../../messages";
import { loadChild } from "../../load-child";
import { childAccess } from "../../access";
import { createInvite, leaveAction, removeMemberAction, revokeInvite, setMemberRole } from "./actions";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getParentsMessages();
  return { title: `${SHARING_MESSAGES[locale].shareButton} · ${common.appName}` };
}

// Who shares the child (docs/sharing.md). The owner sees the members with their roles and the
// open invitations, invites, changes a role, removes a member; a member sees their own role and
// can leave. The owner's controls are not drawn for a member, and the server refuses them anyway.
export default async function MembersPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser();
  const { locale } = await getParentsMessages();
  const s = SHARING_MESSAGES[locale];
  const child = await loadChild(user.id, id, locale);
  const header = (
    <>
      <Link href={`/children/${child.id}`} className={buttonStyles.back}>
        {fill(s.back, { name: child.name })}
      </Link>
      <h1 className="text-2xl font-bold">{fill(s.membersTitle, { name: child.name })}</h1>
    </>
  );
  if (child.role !== "owner") {
    return (
      <section className="flex flex-col gap-5">
        {header}
        <div className={`${cardStyles} flex flex-col gap-2`}>
          <p className="text-lg font-semibold">{fill(s.memberRole, { role: s.roles[child.role] })}</p>
          <p className="text-stone-700">{s.roleHelp[child.role]}</p>
        </div>
        <p className="text-stone-700">{s.ownerOnly}</p>
        <details className="flex flex-col gap-3">
          <summary className={`${buttonStyles.dangerOutline} cursor-pointer list-none`}>{s.leave}</summary>
          <form action={leaveAction.bind(null, child.id)} className="mt-3 flex flex-col gap-3 rounded-xl bg-red-50 p-4">
            <p className="text-red-900">{fill(s.leaveConfirm, { name: child.name })}</p>
            <SubmitButton label={s.leaveYes} pendingLabel={s.saving} variant="danger" className="self-start" />
          </form>
        </details>
      </section>
    );
  }
  const { members, invitations } = await listMembers(childAccess(user.id, "owner"), child.id);
  return (
    <section className="flex flex-col gap-5">
      {header}
      <p className="text-stone-800">{s.intro}</p>
      <section aria-labelledby="members" className="flex flex-col gap-3">
        <h2 id="members" className="text-lg font-bold">
          {s.membersHeading}
        </h2>
        <ul className="flex flex-col gap-3">
          {members.map((member) => {
            const other = member.role === "caregiver" ? "viewer" : "caregiver";
            return (
              <li key={member.userId} className={`${cardStyles} flex flex-col gap-3`} data-member={member.name}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">
                    {member.name}
                    {member.userId === user.id && <span className="font-normal text-stone-700"> ({s.you})</span>}
                  </p>
                  <Badge tone={member.role === "owner" ? "green" : "violet"}>{s.roles[member.role]}</Badge>
                </div>
                <p className="text-sm text-stone-700">{fill(s.since, { date: formatDate(member.since, locale) })}</p>
                {member.role !== "owner" && (
                  <div className="flex flex-wrap items-start gap-2">
                    <form action={setMemberRole.bind(null, child.id, member.userId)}>
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
                      <form action={removeMemberAction.bind(null, child.id, member.userId)} className="mt-3 flex flex-col gap-3 rounded-xl bg-red-50 p-4">
                        <p className="text-red-900">{fill(s.removeConfirm, { name: member.name })}</p>
                        <SubmitButton label={s.removeYes} pendingLabel={s.saving} variant="danger" className="self-start" />
                      </form>
                    </details>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
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
                <form action={revokeInvite.bind(null, child.id, invitation.id)}>
                  <SubmitButton
                    label={s.revoke}
                    pendingLabel={s.saving}
                    variant="secondary"
                    aria-label={fill(s.revokeName, { role: s.roles[invitation.role] })}
                  />
                </form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="invite" className={`${cardStyles} flex flex-col gap-3`}>
        <h2 id="invite" className="text-lg font-bold">
          {s.inviteHeading}
        </h2>
        <InviteForm action={createInvite.bind(null, child.id)} s={s} locale={locale} />
      </section>
    </section>
  );
}
