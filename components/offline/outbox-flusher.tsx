"use client";

// Sends what the outbox holds whenever a signed-in page opens and when the connection comes
// back (the window's `online` event), on every page of both sections. When the connection
// goes, it asks for a Background Sync, so browsers that have it send the outbox from the
// service worker when it returns, even with no page open (lib/offline).
import { useEffect } from "react";
import { flushSoon } from "@/lib/offline/browser";

export function OutboxFlusher() {
  useEffect(() => {
    const changed = () => void flushSoon(true).catch(() => undefined);
    flushSoon().catch(() => undefined); // IndexedDB unavailable: nothing can be queued either
    window.addEventListener("online", changed);
    window.addEventListener("offline", changed);
    return () => {
      window.removeEventListener("online", changed);
      window.removeEventListener("offline", changed);
    };
  }, []);
  return null;
}
