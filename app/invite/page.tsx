import type { Metadata } from "next";
import { pageUser } from "@/lib/auth/page-user";
import { getLocale } from "@/lib/i18n/server";
import { MESSAGES } from "@/lib/i18n/messages";
import { SHARING_MESSAGES } from "@/lib/i18n/sharing";
import { CodeForm } from "@/components/sharing/invitation-view";
import { acceptInvite, declineInvite, previewByCode } from "./actions";
import { SignedOutInvitation } from "./signed-out";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getLocale();
  return { title: `${SHARING_MESSAGES[locale].codeTitle} · ${MESSAGES[locale].appName}` };
}

// Joining with the short code read aloud over the phone (docs/sharing.md): the code is posted,
// never put in the address, and each guess counts against the API's limits.
export default async function InvitationCodePage() {
  const locale = await getLocale();
  const s = SHARING_MESSAGES[locale];
  const user = await pageUser();
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <h1 className="text-2xl font-bold">{s.codeTitle}</h1>
      {user ? (
        <CodeForm s={s} locale={locale} preview={previewByCode} accept={acceptInvite} decline={declineInvite} />
      ) : (
        <SignedOutInvitation s={s} back="/invite" />
      )}
    </section>
  );
}
