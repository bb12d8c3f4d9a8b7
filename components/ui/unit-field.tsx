// A decimal input with its unit shown after it ("kg", "sm"). Text with inputMode="decimal"
// rather than type="number", so a comma decimal ("12,5") typed on an Uzbek or Russian
// keyboard reaches the server, which accepts both.
import type { InputHTMLAttributes } from "react";
import { FieldError, FieldHint, fieldIds, inputStyles } from "@/components/ui/field-parts";

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; unit: string; error?: string; hint?: string };

export function UnitField({ label, name, unit, error, hint, ...input }: Props) {
  const { id, describedBy } = fieldIds(name, hint, error);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}, {unit}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputStyles(error)} max-w-40`}
          {...input}
        />
        <span aria-hidden="true" className="text-stone-700">
          {unit}
        </span>
      </div>
      <FieldHint id={id} text={hint} />
      <FieldError id={id} text={error} />
    </div>
  );
}
