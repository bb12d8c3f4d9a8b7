"use client";

// Keeps the soil form ready for the field (issue 28): once a signed-in page has loaded, and
// again when the app is installed, the service worker is asked to store /soil/new (with the
// regions, crops and saved fields it is rendered with), so the form opens offline even if the
// farmer never opened it online. Its later steps are in the worker's precache (the bundler
// gives an import from here other chunk files than the form's own, so they are found at build
// time instead: scripts/precache-chunks.mjs). Nothing is fetched when the form is already
// stored (a repeat costs no data), offline, or when the browser asks to save data. A report
// page asks for it again when the stored form is older than the report (SoilFormRefresh): the
// analysis may have saved a field, or changed one, that the stored form does not list. Sign-out
// empties the pages cache, so the next user warms their own.
import { useEffect } from "react";
import { CACHE_NAMES } from "@/lib/pwa/cache-names";
import { SOIL_FORM_PATH } from "@/lib/pwa/soil-form";

/**
 * A stored form that may be older than the fields' last change. Its Date header counts whole
 * seconds, so a form stored in the same second as the change counts as older: one fetch too
 * many rather than a field missing in the field.
 */
export function storedBefore(stored: Response, changedAt: string | undefined): boolean {
  if (!changedAt) return false;
  const at = Date.parse(stored.headers.get("date") ?? "");
  return Number.isNaN(at) || at <= Date.parse(changedAt);
}

async function warmSoilForm(changedAt?: string): Promise<void> {
  if (!("serviceWorker" in navigator) || !("caches" in window) || !navigator.onLine) return;
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const registration = await navigator.serviceWorker.ready;
  const pages = await caches.open(CACHE_NAMES.pages);
  const stored = await pages.match(SOIL_FORM_PATH, { ignoreVary: true });
  if (stored && !storedBefore(stored, changedAt)) return;
  registration.active?.postMessage({ type: "WARM_OFFLINE", urls: [SOIL_FORM_PATH], refresh: stored !== undefined });
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

/** On a report page: the stored form is fetched again if it is older than the report (`changedAt`, ISO). */
export function SoilFormRefresh({ changedAt }: { changedAt: string }) {
  useEffect(() => {
    void warmSoilForm(changedAt).catch(() => undefined);
  }, [changedAt]);
  return null;
}
