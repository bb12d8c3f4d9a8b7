"use client";

import { useEffect, useState } from "react";

// Registers the service worker (app/sw.ts, built to /sw.js) in production, and offers a new
// version once it is installed and waiting: the user decides when the page reloads into it, so
// a form is never lost to an update and the app is never silently stale (docs/offline.md).
// In development there is no worker: any left from an earlier production run is removed, so
// `next dev` always serves fresh code.
export function ServiceWorkerUpdates({ message, button }: { message: string; button: string }) {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const container = navigator.serviceWorker;
    if (process.env.NODE_ENV !== "production") {
      void container.getRegistrations().then((all) => all.forEach((registration) => registration.unregister()));
      return;
    }
    // The first worker takes control without a reload; later ones only after "Yangilash".
    const hadController = container.controller !== null;
    let reloading = false;
    const onControllerChange = () => {
      if (!hadController || reloading) return;
      reloading = true;
      window.location.reload();
    };
    container.addEventListener("controllerchange", onControllerChange);

    const offer = (worker: ServiceWorker | null) => {
      if (worker && container.controller) setWaiting(worker);
    };
    const watch = (worker: ServiceWorker | null) =>
      worker?.addEventListener("statechange", () => {
        if (worker.state === "installed") offer(worker);
      });
    // updateViaCache "none": the browser always asks the server for /sw.js itself.
    void container.register("/sw.js", { scope: "/", updateViaCache: "none" }).then((registration) => {
      offer(registration.waiting);
      watch(registration.installing);
      registration.addEventListener("updatefound", () => watch(registration.installing));
    });
    return () => container.removeEventListener("controllerchange", onControllerChange);
  }, []);

  if (!waiting) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50 border-t border-brand-600 bg-brand-50 px-4 py-3 shadow-lg">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-brand-900">{message}</p>
        <button
          type="button"
          onClick={() => waiting.postMessage({ type: "SKIP_WAITING" })}
          className="min-h-12 rounded-xl bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
        >
          {button}
        </button>
      </div>
    </div>
  );
}
