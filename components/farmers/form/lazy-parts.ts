// The soil form's parts that load after its first step (steps 2-4, sending, photo compression,
// the outbox list), in one place: the form fetches them at the farmer's first touch. The
// service worker precaches their chunks (scripts/precache-chunks.mjs), so they are on the phone
// before the farmer is ever in the field (docs/offline.md).
export const loadStepCrops = () => import("./step-crops").then((m) => m.StepCrops);
export const loadStepObservations = () => import("./step-observations").then((m) => m.StepObservations);
export const loadPhotoPicker = () => import("./photo-picker").then((m) => m.PhotoPicker);
export const loadSendStatus = () => import("./send-status").then((m) => m.SendStatusView);
export const loadSender = () => import("./send-queued");
export const loadCompress = () => import("./compress");
// The outbox list above the form shows only when requests wait on this phone.
export const loadOutboxList = () => import("@/components/farmers/outbox/outbox-list").then((m) => m.OutboxList);

/** Fetches every later part; failures are left to the part itself (next/dynamic retries when it renders). */
export function preloadFormParts(): Promise<unknown> {
  const loaders = [loadStepCrops, loadStepObservations, loadPhotoPicker, loadSendStatus, loadSender, loadCompress, loadOutboxList];
  return Promise.allSettled(loaders.map((load) => load()));
}
