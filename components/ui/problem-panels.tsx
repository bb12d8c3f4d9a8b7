"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef } from "react";
import { buttonStyles } from "@/components/ui/styles";

/** The texts of a section's error and not-found screens (both sections' bundles have them). */
export type PageProblemTexts = { errorTitle: string; errorText: string; retry: string; notFoundTitle: string; notFoundText: string };

/** Where a section's error and not-found screens lead back to: its home page. */
export type BackLink = { href: string; label: string };

interface Props {
  error: unknown;
  retry: () => void;
  t: PageProblemTexts;
  back: BackLink;
}

// An unexpected failure (database down, network lost): say what happened and what to do, and
// offer a retry. Details stay in the server log (production hides them from the page anyway).
// Each section's error.tsx renders it with its own texts and home page.
export function ErrorPanel({ error, retry, t, back }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    console.error(error);
    heading.current?.focus();
  }, [error]);
  return (
    <section role="alert" className="flex flex-col items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h1 ref={heading} tabIndex={-1} className="text-xl font-bold text-amber-900">
        {t.errorTitle}
      </h1>
      <p className="text-stone-800">{t.errorText}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => retry()} className={buttonStyles.primary}>
          {t.retry}
        </button>
        <Link href={back.href} className={buttonStyles.secondary}>
          {back.label}
        </Link>
      </div>
    </section>
  );
}

// An unknown record, or someone else's (the services' 404s end here). Each section's
// not-found.tsx renders it with its own texts and home page.
export function NotFoundPanel({ t, back }: { t: PageProblemTexts; back: BackLink }) {
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">{t.notFoundTitle}</h1>
      <p className="text-stone-700">{t.notFoundText}</p>
      <Link href={back.href} className={buttonStyles.primary}>
        {back.label}
      </Link>
    </section>
  );
}
