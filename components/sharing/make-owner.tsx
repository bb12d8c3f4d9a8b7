// "Make owner" for one member (docs/sharing.md, "Handing ownership over"): a first tap opens the
// confirmation, which says what changes and asks for the owner's password, as deleting the
// account does (the old owner cannot undo it). A POST form to a server action: it works before
// and without JavaScript, and the password never lands in a URL.
import { fill } from "@/lib/i18n/bundle";
import type { OwnershipMessages } from "@/lib/i18n/ownership";
import { inputStyles } from "@/components/ui/field-parts";
import { SubmitButton } from "@/components/ui/submit-button";
import { buttonStyles } from "@/components/ui/styles";

type Props = {
  memberId: string;
  name: string;
  /** What the transfer does, worded for a child or a field ("{name} becomes ..."). */
  confirm: string;
  action: (formData: FormData) => Promise<void>;
  /** The refusal of the last try for this member, shown with the confirmation open. */
  error?: string;
  o: OwnershipMessages;
};

export function MakeOwner({ memberId, name, confirm, action, error, o }: Props) {
  // Ids per member: a page lists several members, each with its own password field.
  const id = `owner-password-${memberId}`;
  return (
    <details className="flex w-full flex-col" open={error !== undefined} id={`make-owner-${memberId}`}>
      <summary className={`${buttonStyles.secondary} cursor-pointer list-none self-start`} aria-label={fill(o.makeOwnerName, { name })}>
        {o.makeOwner}
      </summary>
      <form action={action} method="post" className="mt-3 flex flex-col gap-3 rounded-xl bg-amber-50 p-4">
        <p className="text-stone-900">{fill(confirm, { name })}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="font-medium">
            {o.passwordLabel}
          </label>
          <input
            id={id}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={128}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputStyles(error)}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
        <SubmitButton label={o.confirmButton} pendingLabel={o.handing} variant="danger" className="self-start" />
      </form>
    </details>
  );
}
