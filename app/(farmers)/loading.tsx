"use client";

import { useFarmersMessages } from "@/components/farmers/messages-context";

// Shown while a farmers' page loads on the server (slow connections): the page's rough shape.
export default function Loading() {
  const { t } = useFarmersMessages();
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <p className="font-medium text-stone-700">{t.loading}</p>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="h-24 animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
