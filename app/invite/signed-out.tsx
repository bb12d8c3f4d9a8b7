// The invitation pages for someone not signed in: sign in or register, then come back to the
// same page (the auth forms carry `next`, app/(auth)/next-path.ts).
import { Link } from "@/components/ui/link";
import type { SharingMessages } from "@/lib/i18n/sharing";
import { buttonStyles } from "@/components/ui/styles";

export function SignedOutInvitation({ s, back }: { s: SharingMessages; back: string }) {
  const next = encodeURIComponent(back);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-800">{s.signedOut}</p>
      <div className="flex flex-wrap gap-3">
        <Link href={`/register?next=${next}`} className={buttonStyles.primary}>
          {s.register}
        </Link>
        <Link href={`/login?next=${next}`} className={buttonStyles.secondary}>
          {s.signIn}
        </Link>
      </div>
    </div>
  );
}
