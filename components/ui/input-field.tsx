// A labelled input with its hint and error in place, in the shared 48px field style, so every
// control of a form lines up (sign-in, the parents' and the farmers' forms).
import type { InputHTMLAttributes } from "react";
import { Field } from "@/components/ui/field-parts";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string; hint?: string };

export function InputField({ label, name, error, hint, className = "", ...input }: Props) {
  return (
    <Field label={label} name={name} hint={hint} error={error}>
      {(control) => <input {...control} className={`${control.className} ${className}`} {...input} />}
    </Field>
  );
}
