// A labelled input with its hint and error in place, in the shared 48px field style, so every
// control of a form lines up (sign-in, the parents' and the farmers' forms).
import type { InputHTMLAttributes } from "react";
import { FieldError, FieldHint, fieldIds, inputStyles } from "@/components/ui/field-parts";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string; hint?: string };

export function InputField({ label, name, error, hint, className = "", ...input }: Props) {
  const { id, describedBy } = fieldIds(name, hint, error);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputStyles(error)} ${className}`}
        {...input}
      />
      <FieldHint id={id} text={hint} />
      <FieldError id={id} text={error} />
    </div>
  );
}
