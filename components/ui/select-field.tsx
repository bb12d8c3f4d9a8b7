// A labelled native select (the phone's own picker is the easiest to use).
import type { SelectHTMLAttributes } from "react";
import { FieldError, FieldHint, fieldIds, inputStyles } from "@/components/ui/field-parts";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  error?: string;
  hint?: string;
};

export function SelectField({ label, name, options, error, hint, ...select }: Props) {
  const { id, describedBy } = fieldIds(name, hint, error);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputStyles(error)} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={id} text={hint} />
      <FieldError id={id} text={error} />
    </div>
  );
}
