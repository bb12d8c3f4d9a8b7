"use client";

// Sign-in and registration. Registration goes through the same API the mobile app uses, then
// signs in with next-auth so the browser gets its session cookie.
import { useState } from "react";
import { signIn } from "next-auth/react";
import { fieldMessages, topField } from "@/lib/http/field-messages";
import { ACCOUNT_FIELD_MESSAGES, type Messages } from "@/lib/i18n/messages";
import { InputField } from "@/components/ui/input-field";

type Mode = "login" | "register";
type FieldErrors = Partial<Record<"email" | "password" | "name", string>>;


export function AuthForm({ mode, t, next = "/" }: { mode: Mode; t: Messages; next?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    const password = String(form.get("password") ?? "");
    setPending(true);
    setError(null);
    setFieldErrors({});
    try {
      if (mode === "register") {
        const res = await fetch("/api/auth/register", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, password, name: String(form.get("name") ?? "") }),
        });
        if (!res.ok) {
          const problem = await res.json().catch(() => null);
          if (res.status === 409) setFieldErrors({ email: t.emailTaken });
          else if (res.status === 429) setError(t.tooManyAttempts);
          else if (problem?.errors) {
            setFieldErrors(fieldMessages(problem.errors, topField, (field) => t[ACCOUNT_FIELD_MESSAGES[field] ?? "somethingWrong"]));
            setError(t.fixFields);
          } else setError(t.somethingWrong);
          return;
        }
      }
      const result = await signIn("credentials", { email, password, redirect: false });
      if (!result || result.error) {
        if (result?.error === "rate_limited") setError(t.tooManyAttempts);
        else setError(mode === "login" ? t.wrongCredentials : t.somethingWrong);
        return;
      }
      window.location.assign(next);
    } catch {
      setError(t.somethingWrong);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {mode === "register" && (
        <InputField label={t.name} name="name" autoComplete="name" required maxLength={100} error={fieldErrors.name} />
      )}
      <InputField label={t.email} name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <InputField
        label={t.password}
        name="password"
        type="password"
        autoComplete={mode === "login" ? "current-password" : "new-password"}
        required
        minLength={mode === "register" ? 8 : undefined}
        hint={mode === "register" ? t.passwordHint : undefined}
        error={fieldErrors.password}
      />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {pending ? t.working : mode === "login" ? t.signIn : t.register}
      </button>
    </form>
  );
}
