"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { buttonStyles } from "@/components/ui/styles";

interface Props {
  error: unknown;
  retry: () => void;
  text: { title: string; body: string; retry: string; back: string };
  backHref: string;
}

// An unexpected failure (database down, network lost): say what happened and what to do, and
// offer a retry. Details stay in the server log (production hides them from the page anyway).
export function ErrorPanel({ error, retry, text, backHref }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    console.error(error);
    heading.current?.focus();
  }, [error]);
  return (
    <section role="alert" className="flex flex-col items-start gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h1 ref={heading} tabIndex={-1} className="text-xl font-bold text-amber-900">
        {text.title}
      </h1>
      <p className="text-stone-800">{text.body}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={() => retry()} className={buttonStyles.primary}>
          {text.retry}
        </button>
        <Link href={backHref} className={buttonStyles.secondary}>
          {text.back}
        </Link>
      </div>
    </section>
  );
}
