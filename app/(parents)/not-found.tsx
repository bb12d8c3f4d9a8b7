"use client";

import Link from "next/link";
import { useParentsMessages } from "@/components/parents/messages-context";
import { buttonStyles } from "@/components/ui/styles";

// An unknown or deleted child or activity (the services' 404s end here).
export default function ParentsNotFound() {
  const { t } = useParentsMessages();
  return (
    <section className="flex flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">{t.notFoundTitle}</h1>
      <p className="text-stone-700">{t.notFoundText}</p>
      <Link href="/today" className={buttonStyles.primary}>
        {t.backToToday}
      </Link>
    </section>
  );
}
