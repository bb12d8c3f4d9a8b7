// The sign-in and registration pages share one shell: the heading, the form and the link to the
// other page. Only the mode differs (and the sign-in page's clean-up, which it adds itself).
import { Link } from "@/components/ui/link";
import { getMessages } from "@/lib/i18n/server";
import { AuthForm } from "@/components/auth-form";
import type { FormState } from "@/components/ui/form-state";
import { buttonStyles } from "@/components/ui/styles";

type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

export async function AuthPage({ mode, action, next }: { mode: "login" | "register"; action: Action; next?: string }) {
  const { t } = await getMessages();
  const login = mode === "login";
  // The page to come back to travels to the other form too ("no account? register").
  const query = next ? `?next=${encodeURIComponent(next)}` : "";
  return (
    <section className="mx-auto flex max-w-sm flex-col gap-6">
      <h1 className="text-2xl font-bold">{login ? t.signIn : t.register}</h1>
      <AuthForm mode={mode} t={t} action={action} next={next} />
      <p className="text-stone-700">
        {login ? t.noAccount : t.haveAccount}{" "}
        <Link href={`${login ? "/register" : "/login"}${query}`} className={buttonStyles.textLink}>
          {login ? t.register : t.signIn}
        </Link>
      </p>
    </section>
  );
}
