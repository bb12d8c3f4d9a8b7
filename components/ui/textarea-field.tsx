// A labelled multi-line text field.
import type { TextareaHTMLAttributes } from "react";
import { FieldError, FieldHint, fieldIds, inputStyles } from "@/components/ui/field-parts";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; name: string; error?: string; hint?: string };

export function TextareaField({ label, name, error, hint, ...textarea }: Props) {
  const { id, describedBy } = fieldIds(name, hint, error);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputStyles(error)}
        {...textarea}
      />
      <FieldHint id={id} text={hint} />
      <FieldError id={id} text={error} />
    </div>
  );
}
