"use client";

// An invitation as the invited person sees it (docs/sharing.md): who invites them to which child
// or field with which role, then Accept or Decline while it is open, or a plain sentence saying why it can
// no longer be used. The forms post the link's token or the typed code to server actions
// (app/invite/actions.ts), never in an address.
import { useActionState } from "react";
import { fill } from "@/lib/i18n/bundle";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { SharingMessages } from "@/lib/i18n/sharing";
import { InputField } from "@/components/ui/input-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { cardStyles } from "@/components/ui/styles";

export interface InvitationPreview {
  kind: "child" | "field";
  targetName: string;
  inviterName: string;
  role: "caregiver" | "viewer" | "worker";
  status: "open" | "accepted" | "declined" | "revoked" | "expired";
  expiresAt: string;
}

export type InvitationState = {
  preview?: InvitationPreview;
  code?: string;
  problem?: "notFound" | "rateLimited" | "closed" | "notForYou";
  declined?: boolean;
} | null;

type Action = (previous: InvitationState, formData: FormData) => Promise<InvitationState>;

export type Secret = { token: string } | { code: string };

function SecretInput({ secret }: { secret: Secret }) {
  return "token" in secret ? <input type="hidden" name="token" value={secret.token} /> : <input type="hidden" name="code" value={secret.code} />;
}

export function ProblemText({ problem, s }: { problem: NonNullable<NonNullable<InvitationState>["problem"]>; s: SharingMessages }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
      {s[problem]}
    </p>
  );
}

/** "Who invites you to what with which role", worded for a child or a field. */
function inviteText(preview: InvitationPreview, s: SharingMessages): string {
  const values = { inviter: preview.inviterName, role: s.roles[preview.role] };
  return preview.kind === "field"
    ? fill(s.inviteFieldText, { ...values, field: preview.targetName })
    : fill(s.inviteText, { ...values, child: preview.targetName });
}

/** What the role lets one do, as the invitation's kind defines it. */
function roleHelp(preview: InvitationPreview, s: SharingMessages): string {
  if (preview.kind === "field") return preview.role === "worker" ? s.fieldRoleHelp.worker : s.fieldRoleHelp.viewer;
  return preview.role === "caregiver" ? s.roleHelp.caregiver : s.roleHelp.viewer;
}

type ViewProps = { preview: InvitationPreview; secret: Secret; s: SharingMessages; locale: Locale; accept: Action; decline: Action };

export function InvitationView({ preview, secret, s, locale, accept, decline }: ViewProps) {
  const [accepted, acceptAction] = useActionState(accept, null);
  const [declined, declineAction] = useActionState(decline, null);
  const problem = accepted?.problem ?? declined?.problem;
  const done = declined?.declined === true;
  return (
    <div className={`${cardStyles} flex flex-col gap-4`}>
      <p className="text-lg">{inviteText(preview, s)}</p>
      <p className="text-stone-700">{roleHelp(preview, s)}</p>
      {preview.status !== "open" ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          {s.status[preview.status]}
        </p>
      ) : done ? (
        <p role="status" className="rounded-lg bg-stone-100 px-3 py-2 text-stone-900">
          {s.declined}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">{fill(s.expires, { date: formatDateTime(preview.expiresAt, locale) })}</p>
          <div className="flex flex-wrap gap-3">
            <form action={acceptAction}>
              <SecretInput secret={secret} />
              <SubmitButton label={s.accept} pendingLabel={s.accepting} />
            </form>
            <form action={declineAction}>
              <SecretInput secret={secret} />
              <SubmitButton label={s.decline} pendingLabel={s.saving} variant="secondary" />
            </form>
          </div>
        </>
      )}
      {problem && <ProblemText problem={problem} s={s} />}
    </div>
  );
}

type CodeProps = { s: SharingMessages; locale: Locale; preview: Action; accept: Action; decline: Action };

/** The code read aloud over the phone: typed, then shown as the invitation it opens. */
export function CodeForm({ s, locale, preview, accept, decline }: CodeProps) {
  const [state, previewAction] = useActionState(preview, null);
  if (state?.preview && state.code) {
    return <InvitationView preview={state.preview} secret={{ code: state.code }} s={s} locale={locale} accept={accept} decline={decline} />;
  }
  return (
    <form action={previewAction} className={`${cardStyles} flex flex-col gap-4`}>
      <p>{s.codeText}</p>
      <InputField
        label={s.codeField}
        name="code"
        hint={s.codeHint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={20}
        defaultValue={state?.code}
        className="font-mono text-xl tracking-widest"
      />
      {state?.problem && <ProblemText problem={state.problem} s={s} />}
      <SubmitButton label={s.codeSubmit} pendingLabel={s.checking} className="self-start" />
    </form>
  );
}
