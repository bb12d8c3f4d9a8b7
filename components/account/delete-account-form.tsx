// The account deletion form: a POST to a server action (it works before and without JavaScript),
// the password as the confirmation. The password is never put in a URL.
import { InputField } from "@/components/ui/input-field";
import { SubmitButton } from "@/components/ui/submit-button";

type Props = {
  action: (formData: FormData) => Promise<void>;
  label: string;
  button: string;
  pending: string;
  error?: string;
};

export function DeleteAccountForm({ action, label, button, pending, error }: Props) {
  return (
    <form action={action} method="post" className="flex flex-col gap-3">
      <InputField
        label={label}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        error={error}
      />
      <SubmitButton label={button} pendingLabel={pending} variant="danger" className="self-start" />
    </form>
  );
}
