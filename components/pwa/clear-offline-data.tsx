"use client";

import { useEffect } from "react";

// On the sign-in page: a session that expired (or a sign-out that could not reach the server)
// leaves the previous user's pages on the device; they go before anyone signs in. Offline the
// copies stay, since nobody can sign in then and they may still be needed. The clean-up code
// (IndexedDB and caches) is fetched only then, so it stays out of the page's first-load
// JavaScript (docs/performance.md, budget 150 KB). After an account's deletion (/account/deleted)
// the outbox goes too (`outbox`): its items can never be sent.
export function ClearOfflineData({ outbox = false }: { outbox?: boolean }) {
  useEffect(() => {
    if (!navigator.onLine) return;
    void import("@/lib/pwa/clear-offline-data").then(({ clearOfflineData }) => clearOfflineData({ outbox }));
  }, [outbox]);
  return null;
}
