// "Make active" in one tap: a plain form posting to the server action, so it works before any
// script has loaded; the page re-renders with the new selection. The accessible name may add
// the child's name after the visible words ("Bugungi rejaga tanlash: Timur"), which speech input still matches.
import { SubmitButton } from "@/components/ui/submit-button";

type Props = {
  /** The page's server action (makeChildActive in app/(parents)/children/actions.ts). */
  action: (formData: FormData) => Promise<void>;
  childId: string; label: string; pendingLabel: string; accessibleName?: string; variant?: "primary" | "secondary" };

export function MakeActiveForm({ action, childId, label, pendingLabel, accessibleName, variant = "primary" }: Props) {
  return (
    <form action={action}>
      <input type="hidden" name="childId" value={childId} />
      <SubmitButton label={label} pendingLabel={pendingLabel} aria-label={accessibleName} variant={variant} />
    </form>
  );
}
