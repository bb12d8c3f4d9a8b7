"use client";

// Sends what the outbox holds whenever a signed-in page opens and when the connection comes
// back (the window's `online` event), on every page of both sections. Browsers with
// Background Sync also send it from the service worker, with no page open (lib/offline).
import { useEffect } from "react";
import { flushSoon } from "@/lib/offline/browser";

export function OutboxFlusher() {
  useEffect(() => {
    const online = () => void flushSoon(true).catch(() => undefined);
    flushSoon().catch(() => undefined); // IndexedDB unavailable: nothing can be queued either
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, []);
  return null;
}
