"use client";

// The form renders in the browser only: it restores the draft from localStorage in its first
// render, which the server cannot see, and nothing in it works before its script has loaded
// anyway. The server sends a light placeholder of the same shape instead.
import { useSyncExternalStore } from "react";
import { useFarmersMessages } from "@/components/farmers/messages-context";
import { SoilForm, type SoilFormProps } from "./soil-form";

const noSubscription = () => () => undefined;

export function SoilFormGate(props: SoilFormProps) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const { t } = useFarmersMessages();
  if (inBrowser) return <SoilForm {...props} />;
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="font-medium text-stone-700">{t.loading}</p>
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className="h-20 animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
