// What a member sees of a shared child or field (docs/sharing.md): their role and what it lets
// them do, who manages the sharing, and Leave behind a confirmation.
import { fill } from "@/lib/i18n/bundle";
import type { SharingMessages } from "@/lib/i18n/sharing";
import { SubmitButton } from "@/components/ui/submit-button";
import { buttonStyles, cardStyles } from "@/components/ui/styles";

type Props = {
  /** The role's name and what it lets one do. */
  role: string;
  help: string;
  /** Who manages the members, worded for a child or a field. */
  ownerOnly: string;
  /** The child's or field's name, for the leave confirmation. */
  name: string;
  leave: (formData: FormData) => Promise<void>;
  s: SharingMessages;
};

export function MembershipCard({ role, help, ownerOnly, name, leave, s }: Props) {
  return (
    <>
      <div className={`${cardStyles} flex flex-col gap-2`}>
        <p className="text-lg font-semibold">{fill(s.memberRole, { role })}</p>
        <p className="text-stone-700">{help}</p>
      </div>
      <p className="text-stone-700">{ownerOnly}</p>
      <details className="flex flex-col gap-3">
        <summary className={`${buttonStyles.dangerOutline} cursor-pointer list-none`}>{s.leave}</summary>
        <form action={leave} className="mt-3 flex flex-col gap-3 rounded-xl bg-red-50 p-4">
          <p className="text-red-900">{fill(s.leaveConfirm, { name })}</p>
          <SubmitButton label={s.leaveYes} pendingLabel={s.saving} variant="danger" className="self-start" />
        </form>
      </details>
    </>
  );
}
