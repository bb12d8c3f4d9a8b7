// A labelled native select (the phone's own picker is the easiest to use).
import type { SelectHTMLAttributes } from "react";
import { Field } from "@/components/ui/field-parts";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  error?: string;
  hint?: string;
};

export function SelectField({ label, name, options, error, hint, ...select }: Props) {
  return (
    <Field label={label} name={name} hint={hint} error={error}>
      {(control) => (
        <select {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
