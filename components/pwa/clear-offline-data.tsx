"use client";

import { useEffect } from "react";
import { clearOfflineData } from "@/lib/pwa/clear-offline-data";

// On the sign-in page: a session that expired (or a sign-out that could not reach the server)
// leaves the previous user's pages on the device; they go before anyone signs in. Offline the
// copies stay, since nobody can sign in then and they may still be needed.
export function ClearOfflineData() {
  useEffect(() => {
    if (navigator.onLine) void clearOfflineData({ outbox: false });
  }, []);
  return null;
}
