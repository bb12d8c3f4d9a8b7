"use client";

// Keeps the soil form ready for the field (issue 28): once a signed-in page has loaded, and
// again when the app is installed, the service worker is asked to store /soil/new (with the
// regions, crops and saved fields it is rendered with), so the form opens offline even if the
// farmer never opened it online. Its later steps are in the worker's precache (the bundler
// gives an import from here other chunk files than the form's own, so they are found at build
// time instead: scripts/precache-chunks.mjs). Nothing is fetched when the form is already
// stored (a repeat costs no data), offline, or when the browser asks to save data. Sign-out
// empties the pages cache, so the next user warms their own.
import { useEffect } from "react";
import { CACHE_NAMES } from "@/lib/pwa/cache-names";
import { SOIL_FORM_PATH } from "@/lib/pwa/soil-form";

async function warmSoilForm(): Promise<void> {
  if (!("serviceWorker" in navigator) || !("caches" in window) || !navigator.onLine) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const registration = await navigator.serviceWorker.ready;
  const pages = await caches.open(CACHE_NAMES.pages);
  if (await pages.match(SOIL_FORM_PATH, { ignoreVary: true })) return;
  registration.active?.postMessage({ type: "WARM_OFFLINE", urls: [SOIL_FORM_PATH] });
}

export function SoilFormWarmer() {
  useEffect(() => {
    const warm = () => void warmSoilForm().catch(() => undefined);
    warm();
    window.addEventListener("appinstalled", warm);
    return () => window.removeEventListener("appinstalled", warm);
  }, []);
  return null;
}
