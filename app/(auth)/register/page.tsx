import Link from "next/link";
import { getMessages } from "@/lib/i18n/server";
import { AuthForm } from "@/components/auth-form";

export default async function RegisterPage() {
  const { t } = await getMessages();
  return (
    <section className="mx-auto flex max-w-sm flex-col gap-6">
      <h1 className="text-2xl font-bold">{t.register}</h1>
      <AuthForm mode="register" t={t} />
      <p className="text-stone-700">
        {t.haveAccount}{" "}
        <Link href="/login" className="font-medium text-brand-700 underline">
          {t.signIn}
        </Link>
      </p>
    </section>
  );
}
