import type { Metadata } from "next";
import { headers } from "next/headers";
import { pageUser } from "@/lib/auth/page-user";
import { clientIp } from "@/lib/http/client-ip";
import { safeParseInput } from "@/lib/http/text-input";
import { getLocale } from "@/lib/i18n/server";
import { MESSAGES } from "@/lib/i18n/messages";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { isProblem } from "@/lib/problems/error";
import { previewInvitation } from "@/lib/sharing/invitations";
import { invitationSecretSchema } from "@/lib/sharing/schemas";
import { InvitationView, ProblemText } from "@/components/sharing/invitation-view";
import { acceptInvite, declineInvite } from "../actions";
import { SignedOutInvitation } from "../signed-out";

type Props = { params: Promise<{ token: string }> };

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return { title: `${SHARING_MESSAGES[locale].inviteTitle} · ${MESSAGES[locale].appName}`, referrer: "no-referrer" };
}

/** The invitation the link names, or null for a token that names none. */
async function preview(token: string, userId: string) {
  const secret = safeParseInput(invitationSecretSchema, { token });
  if (!secret.success) return null;
  try {
    return await previewInvitation(secret.data, userId, clientIp(await headers()));
  } catch (error) {
    if (isProblem(error, "not_found")) return null;
    throw error;
  }
}

// The page an invitation link opens (/invite/<token>): signed out, the way to sign in or
// register and come back; signed in, who invites to what with which role, and Accept or Decline.
export default async function InvitationPage({ params }: Props) {
  const { token } = await params;
  const locale = await getLocale();
  const s = SHARING_MESSAGES[locale];
  const user = await pageUser();
  const found = user && (await preview(token, user.id));
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <h1 className="text-2xl font-bold">{s.inviteTitle}</h1>
      {!user ? (
        <SignedOutInvitation s={s} back={`/invite/${token}`} />
      ) : found ? (
        <InvitationView preview={found} secret={{ token }} s={s} locale={locale} accept={acceptInvite} decline={declineInvite} />
      ) : (
        <ProblemText problem="notFound" s={s} />
      )}
    </section>
  );
}
