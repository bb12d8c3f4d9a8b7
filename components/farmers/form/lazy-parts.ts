// The soil form's parts that load after its first step (steps 2-4, sending, photo compression,
// the outbox list), in one place: the form fetches them at the farmer's first touch. The
// service worker precaches their chunks (scripts/precache-chunks.mjs), so they are on the phone
// before the farmer is ever in the field (docs/offline.md).
import { createElement, lazy, type ComponentType } from "react";

export const loadStepCrops = () => import("./step-crops").then((m) => m.StepCrops);
export const loadStepObservations = () => import("./step-observations").then((m) => m.StepObservations);
export const loadPhotoPicker = () => import("./photo-picker").then((m) => m.PhotoPicker);
export const loadSendStatus = () => import("./send-status").then((m) => m.SendStatusView);
export const loadSender = () => import("./send-queued");
export const loadCompress = () => import("./compress");
// The outbox list above the form shows only when requests wait on this phone.
export const loadOutboxList = () => import("@/components/farmers/outbox/outbox-list").then((m) => m.OutboxList);

/**
 * A component that loads with its part (React.lazy): render it inside a Suspense boundary. A part
 * that cannot load (offline, not yet stored) throws to the farmers' error page; React.lazy keeps
 * a failed load for good, so the failure also swaps in a fresh lazy component, and the error
 * page's retry loads the part again. React.lazy rather than next/dynamic, whose loader runtime
 * added 1 KB to the form's first load, and which keeps the failure.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = (): ComponentType<P> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = make();
          throw error;
        },
      ),
    );
  let current = make();
  return function LazyPart(props: P) {
    return createElement(current, props);
  };
}

/** Fetches every later part; a failure shows when the part is rendered (lazyPart). */
export function preloadFormParts(): Promise<unknown> {
  const loaders = [loadStepCrops, loadStepObservations, loadPhotoPicker, loadSendStatus, loadSender, loadCompress, loadOutboxList];
  return Promise.allSettled(loaders.map((load) => load()));
}
