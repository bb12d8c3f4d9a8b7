"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { useFarmersMessages } from "@/components/farmers/messages-context";
import { buttonStyles } from "@/components/ui/styles";

// An unexpected failure (database down, connection lost while a page loads): say what happened
// and offer a retry. Details stay in the server log.
export default function FarmersError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useFarmersMessages();
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
        <Link href="/soil" className={buttonStyles.secondary}>
          {t.backToSoil}
        </Link>
      </div>
    </section>
  );
}
