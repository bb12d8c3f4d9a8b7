// A labelled checkbox with a full-width 48px touch target (the whole row is the label).
import type { InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { label: string; name: string };

export function CheckboxField({ label, name, className = "", ...input }: Props) {
  const id = `field-${name}`;
  return (
    <label htmlFor={id} className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-200 bg-white px-3 py-2 ${className}`}>
      <input id={id} name={name} type="checkbox" className="size-5 shrink-0 accent-brand-700" {...input} />
      <span>{label}</span>
    </label>
  );
}
