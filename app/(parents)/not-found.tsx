"use client";

import { useParentsMessages } from "@/components/parents/messages-context";
import { NotFoundPanel } from "@/components/ui/problem-panels";

// An unknown or deleted child or activity (the services' 404s end here).
export default function ParentsNotFound() {
  const { t } = useParentsMessages();
  return <NotFoundPanel t={t} back={{ href: "/today", label: t.backToToday }} />;
}
