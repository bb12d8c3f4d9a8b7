"use client";

// Prints the page (or saves it as PDF from the browser's print dialog); each page's print
// stylesheet hides the site's header, menu and these buttons (print:hidden).
import { buttonStyles } from "@/components/ui/styles";

export function PrintButton({ label, className = "" }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={`${buttonStyles.secondary} ${className}`}>
      <span aria-hidden="true">🖨️</span> {label}
    </button>
  );
}
