"use client";

import { useParentsMessages } from "@/components/parents/messages-context";

// Shown while a parents' page loads on the server: a calm placeholder with the page's shape.
export default function Loading() {
  const { t } = useParentsMessages();
  return (
    <div role="status" className="flex flex-col gap-4" aria-live="polite">
      <p className="font-medium text-stone-700">{t.loading}</p>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="h-24 animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
