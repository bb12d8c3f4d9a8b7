// A decimal input with its unit shown after it ("kg", "sm"). Text with inputMode="decimal"
// rather than type="number", so a comma decimal ("12,5") typed on an Uzbek or Russian
// keyboard reaches the server, which accepts both.
import type { InputHTMLAttributes } from "react";
import { Field } from "@/components/ui/field-parts";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; unit: string; error?: string; hint?: string };

export function UnitField({ label, name, unit, error, hint, ...input }: Props) {
  return (
    <Field label={`${label}, ${unit}`} name={name} hint={hint} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            {...control}
            className={`${control.className} max-w-40`}
            {...input}
          />
          <span aria-hidden="true" className="text-stone-700">
            {unit}
          </span>
        </div>
      )}
    </Field>
  );
}
