import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { DeleteAccountForm } from "@/components/account/delete-account-form";
import { requireUser } from "@/lib/auth/page-user";
import { accountDates } from "@/lib/account/profile";
import { deletionPreview, handOverPaths } from "@/lib/account/deletion-preview";
import { OWNERSHIP_MESSAGES } from "@/lib/i18n/ownership";
import { ACCOUNT_MESSAGES, type AccountError } from "@/lib/i18n/account";
import { fill } from "@/lib/i18n/bundle";
import { formatDate, formatNumber } from "@/lib/i18n/format";
import { getMessages } from "@/lib/i18n/server";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { deleteAccountAction } from "./actions";

type Props = { searchParams: Promise<{ error?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await getMessages();
  return { title: `${ACCOUNT_MESSAGES[locale].title} · ${t.appName}` };
}

// The account for parents and farmers alike: take the data out, see the sessions, or delete it all
// (docs/privacy.md). Everything works without JavaScript: a plain download link and a POST form.
export default async function AccountPage({ searchParams }: Props) {
  const user = await requireUser();
  const { locale } = await getMessages();
  const a = ACCOUNT_MESSAGES[locale];
  const { error } = await searchParams;
  const reason = typeof error === "string" && error in a.errors ? (error as AccountError) : undefined;
  const [account, deletion] = await Promise.all([accountDates(user.id), deletionPreview(user.id)]);
  // Sharing (docs/sharing.md): what goes for everyone, and the memberships that only end.
  const going = [...deletion.sharedChildren, ...deletion.sharedFields];
  const handOver = await handOverPaths(user.id, deletion);
  const o = OWNERSHIP_MESSAGES[locale];
  const memberships = deletion.memberships.children + deletion.memberships.fields;
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{a.title}</h1>
      <div className={`${cardStyles} flex flex-col gap-1`}>
        <p className="font-medium">{fill(a.signedInAs, { name: user.name, email: user.email })}</p>
        {account && <p className="text-sm text-stone-700">{fill(a.since, { date: formatDate(account.createdAt, locale) })}</p>}
        {account?.privacyAcceptedAt && (
          <p className="text-sm text-stone-700">{fill(a.privacyAccepted, { date: formatDate(account.privacyAcceptedAt, locale) })}</p>
        )}
        <Link href="/privacy" className={`${buttonStyles.textLink} self-start`}>
          {a.privacyLink}
        </Link>
      </div>

      <section aria-labelledby="your-data" className={`${cardStyles} flex flex-col gap-3`}>
        <h2 id="your-data" className="text-lg font-bold">
          {a.dataTitle}
        </h2>
        <p className="text-stone-700">{a.dataText}</p>
        {/* A plain link: the browser downloads the archive with the session cookie, no script needed. */}
        <a href="/api/auth/account/export" download className={`${buttonStyles.secondary} self-start`}>
          <span aria-hidden="true">⬇</span> {a.download}
        </a>
      </section>

      <section aria-labelledby="sessions" className={`${cardStyles} flex flex-col gap-3`}>
        <h2 id="sessions" className="text-lg font-bold">
          {a.sessionsTitle}
        </h2>
        <p className="text-stone-700">{a.sessionsText}</p>
        <Link href="/account/sessions" className={`${buttonStyles.secondary} self-start`}>
          {a.sessionsLink}
        </Link>
      </section>

      <section id="delete-account" aria-labelledby="delete-title" className="flex flex-col gap-3 rounded-2xl border border-red-300 bg-white p-4 shadow-sm">
        <h2 id="delete-title" className="text-lg font-bold text-red-800">
          {a.deleteTitle}
        </h2>
        <p>{a.deleteIntro}</p>
        <ul className="list-disc pl-6 text-stone-800">
          {a.deleteItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {going.length > 0 && (
          <div data-testid="deletion-shared">
            <p className="font-semibold">{a.deleteShared}</p>
            <ul className="list-disc pl-6 text-stone-800">
              {going.map((item) => (
                <li key={item.id}>
                  {fill(a.deleteSharedLine, { name: item.name, n: formatNumber(item.memberCount, locale) })}
                  {handOver.has(item.id) && (
                    <>
                      {" "}
                      <Link href={handOver.get(item.id)!} className={buttonStyles.textLink}>
                        {fill(o.handOverLink, { name: item.name })}
                      </Link>
                    </>
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-stone-800">{o.handOverHint}</p>
          </div>
        )}
        {memberships > 0 && <p data-testid="deletion-memberships">{fill(a.deleteMemberships, { n: formatNumber(memberships, locale) })}</p>}
        <p className="font-semibold text-red-800">{a.deleteWarning}</p>
        <DeleteAccountForm
          action={deleteAccountAction}
          label={a.passwordLabel}
          button={a.deleteButton}
          pending={a.deleting}
          error={reason && a.errors[reason]}
        />
      </section>
    </section>
  );
}
