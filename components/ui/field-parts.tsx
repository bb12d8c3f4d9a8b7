// The label, hint and error pieces every form field shares, with ids that tie them to the
// control through aria-describedby (so an error is read out when the field is focused).
export function fieldIds(name: string, hint?: string, error?: string) {
  const id = `field-${name}`;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return { id, describedBy };
}

export function FieldHint({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={`${id}-hint`} className="text-sm text-stone-600">
      {text}
    </p>
  );
}

export function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

export const inputStyles = (error?: string) =>
  `min-h-12 w-full rounded-xl border bg-white px-3 py-2.5 text-base ${error ? "border-red-600" : "border-stone-300"}`;
