import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { requireUser } from "@/lib/auth/page-user";
import { fill } from "@/lib/i18n/bundle";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { listFieldMembers } from "@/lib/sharing/members";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { InviteForm } from "@/components/sharing/invite-form";
import { MemberList } from "@/components/sharing/member-list";
import { PendingInvitations } from "@/components/sharing/pending-invitations";
import { getFarmersMessages } from "../../../../messages";
import { decodeParam, fieldTitle, findField } from "../../../data";
import { fieldAccess } from "../../../access";
import { OWNERSHIP_MESSAGES, transferErrorOf } from "@/lib/i18n/ownership";
import { createFieldInvite, makeFieldOwnerAction, removeFieldMemberAction, revokeFieldInvite, setFieldMemberRole } from "./actions";

type Params = { params: Promise<{ fieldId: string }>; searchParams: Promise<{ transfer?: string | string[]; member?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { locale, common } = await getFarmersMessages();
  return { title: `${SHARING_MESSAGES[locale].shareButton} · ${common.appName}` };
}

// Who shares the field (docs/sharing.md), for its owner: the members with their roles, the open
// invitations, a new invitation as worker or viewer, a role change, a removal. The path names the
// owner's own key of the field, so a member never reaches this page (they leave from the field's
// page among the fields shared with them). The same parts as a child's members page.
export default async function FieldSharePage({ params, searchParams }: Params) {
  const user = await requireUser();
  const { locale } = await getFarmersMessages();
  const s = SHARING_MESSAGES[locale];
  const o = OWNERSHIP_MESSAGES[locale];
  const query = await searchParams;
  const transferError = transferErrorOf(query.transfer);
  const fieldKey = decodeParam((await params).fieldId);
  const field = await findField(user.id, fieldKey);
  if (!field) notFound();
  const name = fieldTitle(field, fieldKey);
  const { members, invitations } = await listFieldMembers(fieldAccess(user.id, "owner"), field.id);
  return (
    <section className="flex flex-col gap-5">
      <Link href={`/soil/fields/${encodeURIComponent(fieldKey)}`} className={buttonStyles.back}>
        {fill(s.back, { name })}
      </Link>
      <h1 className="text-2xl font-bold">{fill(s.fieldMembersTitle, { name })}</h1>
      <p className="text-stone-800">{s.fieldIntro}</p>
      <MemberList
        members={members}
        memberRoles={["worker", "viewer"]}
        selfId={user.id}
        removeConfirm={s.fieldRemoveConfirm}
        setRole={(memberId) => setFieldMemberRole.bind(null, field.id, memberId)}
        remove={(memberId) => removeFieldMemberAction.bind(null, field.id, memberId)}
        makeOwner={{
          action: (memberId) => makeFieldOwnerAction.bind(null, field.id, fieldKey, memberId),
          confirm: o.confirmField,
          error: transferError && typeof query.member === "string" ? { memberId: query.member, text: o.errors[transferError] } : undefined,
          o,
        }}
        s={s}
        locale={locale}
      />
      <PendingInvitations invitations={invitations} revoke={(invitationId) => revokeFieldInvite.bind(null, field.id, invitationId)} s={s} locale={locale} />
      <section aria-labelledby="invite" className={`${cardStyles} flex flex-col gap-3`}>
        <h2 id="invite" className="text-lg font-bold">
          {s.inviteHeading}
        </h2>
        <InviteForm
          action={createFieldInvite.bind(null, field.id)}
          roles={(["worker", "viewer"] as const).map((role) => ({ value: role, label: s.roles[role], help: s.fieldRoleHelp[role] }))}
          s={s}
          locale={locale}
        />
      </section>
    </section>
  );
}
