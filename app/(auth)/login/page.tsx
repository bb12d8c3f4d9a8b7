import Link from "next/link";
import { getMessages } from "@/lib/i18n/server";
import { AuthForm } from "@/components/auth-form";
import { ClearOfflineData } from "@/components/pwa/clear-offline-data";

export default async function LoginPage() {
  const { t } = await getMessages();
  return (
    <section className="mx-auto flex max-w-sm flex-col gap-6">
      <ClearOfflineData />
      <h1 className="text-2xl font-bold">{t.signIn}</h1>
      <AuthForm mode="login" t={t} />
      <p className="text-stone-700">
        {t.noAccount}{" "}
        <Link href="/register" className="font-medium text-brand-700 underline">
          {t.register}
        </Link>
      </p>
    </section>
  );
}
