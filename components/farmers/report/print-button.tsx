"use client";

// Prints the report (print CSS hides the site's header, menu and these buttons).
import { buttonStyles } from "@/components/ui/styles";

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={buttonStyles.secondary}>
      <span aria-hidden="true">🖨️</span> {label}
    </button>
  );
}
