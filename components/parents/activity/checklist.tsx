"use client";

// What to watch for during the activity; big tick boxes the parent can tap. Whether every item
// is ticked goes with the completion (checklistDone): it tells the plan the activity went well.
import { useState } from "react";
import { useParentsMessages } from "@/components/parents/messages-context";

type Props = { items: string[]; onAllTickedChange?: (allTicked: boolean) => void };

export function Checklist({ items, onAllTickedChange }: Props) {
  const { t } = useParentsMessages();
  const [ticked, setTicked] = useState<boolean[]>(() => items.map(() => false));
  const toggle = (index: number, checked: boolean) => {
    const next = ticked.map((value, i) => (i === index ? checked : value));
    setTicked(next);
    onAllTickedChange?.(next.every(Boolean));
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <legend className="px-1 text-xl font-bold">{t.checklist}</legend>
      {items.map((item, i) => (
        <label
          key={i}
          className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-2 py-2 hover:bg-stone-50 has-[:checked]:bg-brand-50"
        >
          <input
            type="checkbox"
            checked={ticked[i]}
            onChange={(event) => toggle(i, event.target.checked)}
            className="peer size-6 shrink-0 accent-brand-700"
          />
          <span className="text-lg peer-checked:text-stone-600 peer-checked:line-through">
            {item}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
