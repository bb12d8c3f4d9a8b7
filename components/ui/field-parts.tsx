// The label, hint and error every form field shares, with ids that tie them to the control
// through aria-describedby (so an error is read out when the field is focused). `Field` is the
// shell the input, select, textarea and unit fields render their control in.
import type { ReactNode } from "react";

export function fieldIds(name: string, hint?: string, error?: string) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return { id, describedBy };
}

export function FieldHint({ id, text }: { id: string; text?: string }) {
  return <Note id={`${id}-hint`} text={text} className="text-sm text-stone-600" />;
}

export function FieldError({ id, text }: { id: string; text?: string }) {
  return <Note id={`${id}-error`} text={text} className="text-sm font-medium text-red-700" />;
}

/** A line under a field, or nothing when there is no text (so aria-describedby names no empty node). */
function Note({ id, text, className }: { id: string; text?: string; className: string }) {
  if (!text) return null;
  return (
    <p id={id} className={className}>
      {text}
    </p>
  );
}

export const inputStyles = (error?: string) =>
  `min-h-12 w-full rounded-xl border bg-white px-3 py-2.5 text-base ${error ? "border-red-600" : "border-stone-300"}`;

/** The attributes that tie a control to its label, hint and error, and its shared style. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

type FieldProps = {
  label: ReactNode;
  name: string;
  hint?: string;
  error?: string;
  /** The control, given the attributes it must carry. */
  children: (control: ControlProps) => ReactNode;
};

/** A label above its control, then the hint and the error, all tied together by ids. */
export function Field({ label, name, hint, error, children }: FieldProps) {
  const { id, describedBy } = fieldIds(name, hint, error);
  const control: ControlProps = { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, className: inputStyles(error) };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children(control)}
      <FieldHint id={id} text={hint} />
      <FieldError id={id} text={error} />
    </div>
  );
}
