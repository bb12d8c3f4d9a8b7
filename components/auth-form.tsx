"use client";

// Sign-in and registration. The form posts (method="post") to a server action
// (app/(auth)/actions.ts), so it works the same before the page's JavaScript has loaded, with
// JavaScript off, and after: the password never travels in a URL. Errors come back as the
// action's state and are shown in place; the typed e-mail and name are kept.
import { useActionState } from "react";
import { InputField } from "@/components/ui/input-field";
import { Link } from "@/components/ui/link";
import { SubmitButton } from "@/components/ui/submit-button";
import type { FormState } from "@/components/ui/form-state";
import type { Messages } from "@/lib/i18n/messages";
import { buttonStyles } from "@/components/ui/styles";
import { DisplayModeField } from "@/components/pwa/display-mode-field";

type Mode = "login" | "register";
type Action = (previous: FormState, formData: FormData) => Promise<FormState>;

const EMPTY: FormState = { values: {}, errors: {} };

/** `next`: the page to come back to afterwards (an invitation; app/(auth)/next-path.ts decides). */
export function AuthForm({ mode, t, action, next }: { mode: Mode; t: Messages; action: Action; next?: string }) {
  const [state, formAction] = useActionState(action, EMPTY);
  const { values, errors } = state;
  return (
    <form action={formAction} noValidate className="flex flex-col gap-4">
      <DisplayModeField />
      {next && <input type="hidden" name="next" value={next} />}
      {mode === "register" && (
        <InputField label={t.name} name="name" autoComplete="name" required maxLength={100} defaultValue={values.name} error={errors.name} />
      )}
      <InputField label={t.email} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
      <InputField
        label={t.password}
        name="password"
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        required
        minLength={mode === "register" ? 8 : undefined}
        hint={mode === "register" ? t.passwordHint : undefined}
        error={errors.password}
      />
      {mode === "register" && (
        <div className="flex flex-col gap-1">
          <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-200 bg-white px-3 py-2">
            <input
              name="acceptPrivacy"
              type="checkbox"
              required
              aria-invalid={errors.acceptPrivacy ? true : undefined}
              aria-describedby={errors.acceptPrivacy ? "acceptPrivacy-error" : undefined}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>{t.acceptPrivacy}</span>
          </label>
          <Link href="/privacy" className={`${buttonStyles.textLink} self-start`}>
            {t.privacyLink}
          </Link>
          {errors.acceptPrivacy && (
            <p id="acceptPrivacy-error" className="text-red-700">
              {errors.acceptPrivacy}
            </p>
          )}
        </div>
      )}
      {state.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {state.message}
        </p>
      )}
      <SubmitButton label={mode === "login" ? t.signIn : t.register} pendingLabel={t.working} />
    </form>
  );
}
