"use client";

import { useFarmersMessages } from "@/components/farmers/messages-context";
import { ErrorPanel } from "@/components/ui/error-panel";

export default function FarmersError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useFarmersMessages();
  return (
    <ErrorPanel
      error={error}
      retry={retry}
      backHref="/soil"
      text={{ title: t.errorTitle, body: t.errorText, retry: t.retry, back: t.backToSoil }}
    />
  );
}
