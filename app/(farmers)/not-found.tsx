"use client";

import Link from "next/link";
import { useFarmersMessages } from "@/components/farmers/messages-context";
import { buttonStyles } from "@/components/ui/styles";

// An unknown report or field, or someone else's (the services' 404s end here).
export default function FarmersNotFound() {
  const { t } = useFarmersMessages();
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">{t.notFoundTitle}</h1>
      <p className="text-stone-700">{t.notFoundText}</p>
      <Link href="/soil" className={buttonStyles.primary}>
        {t.backToSoil}
      </Link>
    </section>
  );
}
