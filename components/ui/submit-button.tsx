"use client";

// A submit button that shows a working label while its form's action runs.
import { useFormStatus } from "react-dom";
import { buttonStyles } from "@/components/ui/styles";

type Props = { label: string; pendingLabel: string; variant?: keyof typeof buttonStyles; className?: string } & Omit<
  React.ButtonHTMLAttributes<HTMLButtonElement>,
  "type" | "className"
>;

export function SubmitButton({ label, pendingLabel, variant = "primary", className = "", ...rest }: Props) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} aria-busy={pending || undefined} className={`${buttonStyles[variant]} ${className}`} {...rest}>
      {pending ? pendingLabel : label}
    </button>
  );
}
