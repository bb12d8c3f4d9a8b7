"use client";

import { useParentsMessages } from "@/components/parents/messages-context";
import { ErrorPanel } from "@/components/ui/error-panel";

export default function ParentsError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useParentsMessages();
  return (
    <ErrorPanel
      error={error}
      retry={retry}
      backHref="/today"
      text={{ title: t.errorTitle, body: t.errorText, retry: t.retry, back: t.backToToday }}
    />
  );
}
