"use client";

import { useParentsMessages } from "@/components/parents/messages-context";
import { ErrorPanel } from "@/components/ui/problem-panels";

export default function ParentsError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useParentsMessages();
  return <ErrorPanel error={error} retry={retry} t={t} back={{ href: "/today", label: t.backToToday }} />;
}
