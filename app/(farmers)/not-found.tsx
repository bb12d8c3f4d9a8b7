"use client";

import { useFarmersMessages } from "@/components/farmers/messages-context";
import { NotFoundPanel } from "@/components/ui/problem-panels";

// An unknown report or field, or someone else's (the services' 404s end here).
export default function FarmersNotFound() {
  const { t } = useFarmersMessages();
  return <NotFoundPanel t={t} back={{ href: "/soil", label: t.backToSoil }} />;
}
