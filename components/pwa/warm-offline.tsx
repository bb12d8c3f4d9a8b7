"use client";

import { useEffect } from "react";

// Asks the service worker to store these pages and media for offline use (lib/pwa/warm.ts).
// Skipped offline and when the browser asks to save data (Save-Data / data saver on).
export function WarmOffline({ urls }: { urls: string[] }) {
  const key = urls.join("\n");
  useEffect(() => {
    if (!("serviceWorker" in navigator) || !navigator.onLine) return;
    if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: "WARM_OFFLINE", urls: key.split("\n") }),
    );
  }, [key]);
  return null;
}
