// A labelled multi-line text field.
import type { TextareaHTMLAttributes } from "react";
import { Field } from "@/components/ui/field-parts";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; error?: string; hint?: string };

export function TextareaField({ label, name, error, hint, ...textarea }: Props) {
  return (
    <Field label={label} name={name} hint={hint} error={error}>
      {(control) => <textarea rows={3} {...control} {...textarea} />}
    </Field>
  );
}
