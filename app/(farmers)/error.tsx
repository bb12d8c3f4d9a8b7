"use client";

import { useFarmersMessages } from "@/components/farmers/messages-context";
import { ErrorPanel } from "@/components/ui/problem-panels";

export default function FarmersError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useFarmersMessages();
  return <ErrorPanel error={error} retry={retry} t={t} back={{ href: "/soil", label: t.backToSoil }} />;
}
