"use client";

import { buttonStyles } from "@/components/ui/styles";

/** Reloads the address the user asked for (the offline page is shown in its place). */
export function RetryButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={buttonStyles.primary}>
      {label}
    </button>
  );
}
