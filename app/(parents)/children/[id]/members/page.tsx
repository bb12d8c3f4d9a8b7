import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { listMembers } from "@/lib/sharing/members";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { InviteForm } from "@/components/sharing/invite-form";
import { MemberList } from "@/components/sharing/member-list";
import { MembershipCard } from "@/components/sharing/membership-card";
import { PendingInvitations } from "@/components/sharing/pending-invitations";
import { getParentsMessages } from "../../../messages";
import { loadChild } from "../../load-child";
import { childAccess } from "../../access";
import { OWNERSHIP_MESSAGES, transferErrorOf } from "@/lib/i18n/ownership";
import { createInvite, leaveAction, makeOwnerAction, removeMemberAction, revokeInvite, setMemberRole } from "./actions";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ transfer?: string | string[]; member?: string | string[]; handed?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getParentsMessages();
  return { title: `${SHARING_MESSAGES[locale].shareButton} · ${common.appName}` };
}

// Who shares the child (docs/sharing.md). The owner sees the members with their roles and the
// open invitations, invites, changes a role, removes a member; a member sees their own role and
// can leave. The owner's controls are not drawn for a member, and the server refuses them anyway.
// The field's Share page (app/(farmers)/soil/fields/[fieldId]/share) is built of the same parts.
export default async function MembersPage({ params, searchParams }: Props) {
  const { id } = await params;
  const query = await searchParams;
  const user = await requireUser();
  const { locale } = await getParentsMessages();
  const s = SHARING_MESSAGES[locale];
  const o = OWNERSHIP_MESSAGES[locale];
  const transferError = transferErrorOf(query.transfer);
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
        {query.handed === "1" && child.role === "caregiver" && (
          <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-green-900">
            {o.handedChild}
          </p>
        )}
        <MembershipCard
          role={s.roles[child.role]}
          help={s.roleHelp[child.role]}
          ownerOnly={s.ownerOnly}
          name={child.name}
          leave={leaveAction.bind(null, child.id)}
          s={s}
        />
      </section>
    );
  }
  const { members, invitations } = await listMembers(childAccess(user.id, "owner"), child.id);
  return (
    <section className="flex flex-col gap-5">
      {header}
      <p className="text-stone-800">{s.intro}</p>
      <MemberList
        members={members}
        memberRoles={["caregiver", "viewer"]}
        selfId={user.id}
        removeConfirm={s.removeConfirm}
        setRole={(memberId) => setMemberRole.bind(null, child.id, memberId)}
        remove={(memberId) => removeMemberAction.bind(null, child.id, memberId)}
        makeOwner={{
          action: (memberId) => makeOwnerAction.bind(null, child.id, memberId),
          confirm: o.confirmChild,
          error: transferError && typeof query.member === "string" ? { memberId: query.member, text: o.errors[transferError] } : undefined,
          o,
        }}
        s={s}
        locale={locale}
      />
      <PendingInvitations invitations={invitations} revoke={(invitationId) => revokeInvite.bind(null, child.id, invitationId)} s={s} locale={locale} />
      <section aria-labelledby="invite" className={`${cardStyles} flex flex-col gap-3`}>
        <h2 id="invite" className="text-lg font-bold">
          {s.inviteHeading}
        </h2>
        <InviteForm
          action={createInvite.bind(null, child.id)}
          roles={(["caregiver", "viewer"] as const).map((role) => ({ value: role, label: s.roles[role], help: s.roleHelp[role] }))}
          s={s}
          locale={locale}
        />
      </section>
    </section>
  );
}
