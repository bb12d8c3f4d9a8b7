"use client";

// The service worker's registration and update banner, and (signed in) the outbox flusher and
// the soil form's warmer,
// start once the page has loaded and the browser is idle. Their code is then fetched as a
// chunk of its own: it is not part of any page's first-load JavaScript (docs/performance.md,
// budget 150 KB per page) and its work does not compete with the page's hydration. Nothing is
// lost by waiting: a worker is registered after the load anyway, and the outbox is sent a
// moment after the page opened instead of during it.
import { useEffect, useState, type ComponentType } from "react";

type Parts = {
  ServiceWorkerUpdates: ComponentType<{ message: string; button: string }>;
  OutboxFlusher: ComponentType;
  SoilFormWarmer: ComponentType;
};

/** How long an idle moment is waited for after the load, so a busy page still gets them. */
const IDLE_TIMEOUT_MS = 2_000;

const loadParts = (): Promise<Parts> =>
  Promise.all([import("./service-worker"), import("@/components/offline/outbox-flusher"), import("@/components/offline/soil-form-warmer")]).then(
    ([worker, outbox, soilForm]) => ({
      ServiceWorkerUpdates: worker.ServiceWorkerUpdates,
      OutboxFlusher: outbox.OutboxFlusher,
      SoilFormWarmer: soilForm.SoilFormWarmer,
    }),
  );

function useAfterLoad(): Parts | null {
  const [parts, setParts] = useState<Parts | null>(null);
  useEffect(() => {
    let live = true;
    let handle = 0;
    // A chunk that cannot be fetched (offline, never cached) leaves the page as it is: the next
    // page load tries again.
    const load = () => loadParts().then((loaded) => live && setParts(loaded), () => undefined);
    const start = () => {
      if (typeof window.requestIdleCallback === "function") handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      else handle = window.setTimeout(load, 1);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      live = false;
      window.removeEventListener("load", start);
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return parts;
}

type Props = { signedIn: boolean; updateMessage: string; updateButton: string };

export function DeferredPwa({ signedIn, updateMessage, updateButton }: Props) {
  const parts = useAfterLoad();
  if (!parts) return null;
  const { OutboxFlusher, ServiceWorkerUpdates, SoilFormWarmer } = parts;
  return (
    <>
      {signedIn && <OutboxFlusher />}
      {signedIn && <SoilFormWarmer />}
      <ServiceWorkerUpdates message={updateMessage} button={updateButton} />
    </>
  );
}
