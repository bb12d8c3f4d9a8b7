"use client";

// The soil form (the submission of docs/api-guide.md section 6) in four steps that fit a phone
// screen. Everything typed lives in one draft (React state, mirrored to localStorage); moving
// between steps, a validation error or a failed request never loses it. Sending puts the analysis
// in the device's outbox and sends it from there (use-soil-send.ts): with no signal it waits and
// goes by itself later. The request is multipart to POST /api/soil/analyze, as for the mobile app.
import { useRouter } from "next/navigation";
import { Suspense, useEffect, useRef, useState } from "react";
import { watchOutbox } from "@/lib/offline/channel";
import { getItem } from "@/lib/offline/store";
import { fill } from "@/lib/i18n/bundle";
import { useFarmersMessages } from "@/components/farmers/messages-context";
import { buttonStyles } from "@/components/ui/styles";
import { useSoilOutbox } from "@/components/farmers/outbox/use-soil-outbox";
import { emptyDraft, makeFieldId, readDraft, toSubmission, withSavedField, withSharedField, type Draft, type RegionOption, type SavedField, type SharedField } from "./draft";
import { photoFiles } from "./photo-files";
import { StepField } from "./step-field";
import { StepIndicator } from "./step-indicator";
import { useDraft } from "./use-draft";
import { useFormErrors } from "./use-form-errors";
import { lazyPart, loadOutboxList, loadPhotoPicker, loadSendStatus, loadStepCrops, loadStepObservations, preloadFormParts } from "./lazy-parts";
import { usePhotos } from "./use-photos";
import { useSoilSend } from "./use-soil-send";
import { MAX_PHOTOS, STEP_COUNT, errorsFromProblem, stepOfKey, validateAll, validateStep, type FormErrors } from "./validate";

// Steps 2-4 (and the code for sending, compressing photos and the outbox list) load after the
// page, so the farmer's phone parses only step 1 before it can type (docs/performance.md: the
// page's JavaScript budget). SoilForm fetches them at the farmer's first touch, key or focus:
// step 1 takes a while to fill in, so moving on rarely waits, and the page's own load on a
// slow phone is not slowed by code it does not need yet (fetched right after mounting, they
// took the page from 96 to 91 in Lighthouse: docs/performance.md).
// Well after a phone's page load (and Lighthouse's window), never before the first touch.
const LATE_PRELOAD_MS = 10_000;
const StepCrops = lazyPart(loadStepCrops);
const StepObservations = lazyPart(loadStepObservations);
const PhotoPicker = lazyPart(loadPhotoPicker);
const SendStatusView = lazyPart(loadSendStatus);
const OutboxList = lazyPart(loadOutboxList);

export type SoilFormProps = {
  draftKey: string;
  currentYear: number;
  regions: RegionOption[];
  fields: SavedField[];
  cropNames: string[];
  /** A saved field to analyse again (/soil/new?field=...). */
  fieldId?: string;
  /** Fields shared with the user as worker (docs/sharing.md), offered beside their own. */
  sharedFields: SharedField[];
  /** A shared field to analyse (/soil/new?shared=<server id>, the shared field's "New analysis"). */
  sharedFieldId?: string;
  /** A queued request to open in the form again (/soil/new?edit=...). */
  editId?: string;
  userId: string;
};

export function SoilForm({ draftKey, currentYear, regions, fields, sharedFields, cropNames, fieldId, sharedFieldId, editId, userId }: SoilFormProps) {
  const { locale, t } = useFarmersMessages();
  const router = useRouter();
  const [blank] = useState(() => {
    const field = fields.find((f) => f.fieldId === fieldId);
    const shared = sharedFields.find((f) => f.id === sharedFieldId);
    if (shared) return withSharedField(emptyDraft(currentYear), shared, locale);
    return field ? withSavedField(emptyDraft(currentYear), field, locale) : emptyDraft(currentYear);
  });
  // A stored draft fits unless the farmer came to analyse a different field, or it was for a
  // shared field the user no longer works on.
  const fits = (stored: Draft) =>
    (!fieldId || stored.savedFieldId === fieldId) &&
    (!sharedFieldId || stored.sharedFieldId === sharedFieldId) &&
    (!stored.sharedFieldId || sharedFields.some((f) => f.id === stored.sharedFieldId));
  const { draft, update, restored, opened, dismissRestored, reset, discard } = useDraft(draftKey, blank, fits);
  // The draft's kept photos come back with it; a form sent before shows its outbox photos instead.
  const photos = usePhotos(MAX_PHOTOS, userId, opened && !opened.rejected && !editId && !opened.draft.outboxId);
  const sender = useSoilSend();
  const waiting = useSoilOutbox(userId)?.some((item) => item.state !== "sent");
  const { errors, show, clear } = useFormErrors(draft, photos.photos);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | null>(null);
  const attached = useRef({ id: draft.outboxId, busy: sender.busy });
  useEffect(() => {
    attached.current = { id: draft.outboxId, busy: sender.busy };
  });

  // A form sent before (this draft's outbox request, or one the farmer chose to edit): its
  // photos come back from the outbox; one the server has answered meanwhile starts over.
  useEffect(() => {
    if (!opened) return;
    const id = editId || opened.draft.outboxId;
    if (!id) return;
    let live = true;
    getItem(id).then((item) => {
      if (!live) return;
      if (item?.kind !== "soil-analyze" || !item.payload || item.state === "sent") {
        if (!editId) startOver();
        return;
      }
      const stored = readDraft(item.payload.draft);
      if (editId && stored) update(() => ({ ...stored, outboxId: item.id }));
      photos.add(photoFiles(item.payload.photos), false);
      goTo(STEP_COUNT - 1);
      if (item.state === "attention") show({ "": [t.queueAttentionText, item.lastError?.message].filter(Boolean).join(" ") });
      else sender.showQueued("queued");
    });
    return () => {
      live = false;
    };
    // Once, when the form has read its draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  // The outbox sent this form's request by itself (the connection came back): the form is
  // done with, and the farmers layout's notice links to the report.
  useEffect(
    () =>
      watchOutbox(async () => {
        const { id, busy } = attached.current;
        if (!id || busy) return;
        const item = await getItem(id);
        if (item?.state === "sent" && !attached.current.busy) startOver();
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    const events = ["pointerdown", "keydown", "focusin"] as const;
    let timer = 0;
    const stop = () => {
      window.clearTimeout(timer);
      events.forEach((name) => window.removeEventListener(name, preload, true));
    };
    function preload() {
      stop();
      void preloadFormParts();
    }
    events.forEach((name) => window.addEventListener(name, preload, { capture: true, passive: true }));
    // Untouched, they still come once the page has long settled: the service worker keeps build
    // files at first use (docs/offline.md), so a farmer who opened the form online and then lost
    // the signal can still reach every step.
    timer = window.setTimeout(preload, LATE_PRELOAD_MS);
    return stop;
  }, []);

  // After a step change or new errors: focus the first invalid field, else the step heading.
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const field = target ? document.getElementById(`field-${target}`) : null;
    (field ?? heading.current)?.focus();
    if (!field) window.scrollTo({ top: 0 });
  });

  function goTo(next: number, focusKey = "") {
    focusNext.current = focusKey;
    setStep(next);
    setReached((r) => Math.max(r, next));
  }

  function showErrors(found: FormErrors) {
    show(found);
    const first = Object.keys(found).sort((a, b) => stepOfKey(a) - stepOfKey(b))[0] ?? "";
    goTo(stepOfKey(first), first);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sender.busy) return;
    if (step < STEP_COUNT - 1) {
      const found = validateStep(step, draft, photos.photos.length, t);
      if (Object.keys(found).length) return showErrors(found);
      // This step is fine now; errors the server found on later steps stay until fixed.
      const later = Object.fromEntries(Object.entries(errors).filter(([key]) => key && stepOfKey(key) !== step));
      if (Object.keys(later).length) show(later);
      else clear();
      return goTo(step + 1);
    }
    const found = validateAll(draft, photos.photos.length, t);
    if (Object.keys(found).length) return showErrors(found);
    clear();
    let current = draft;
    if (!draft.savedFieldId && !draft.newFieldId && !draft.sharedFieldId) {
      current = { ...draft, newFieldId: makeFieldId(draft.fieldName) };
      update({ newFieldId: current.newFieldId });
    }
    const { payload, cropIndex } = toSubmission(current, regions);
    const submission = { userId, json: payload, draft: { ...current, outboxId: "" }, fieldName: current.fieldName.trim() };
    const outcome = await sender.send(submission, current.outboxId, photos.compressAll, photos.photos.length);
    // In the outbox (or already sent): it owns the photos now. Otherwise they stay the draft's.
    if (outcome.kind === "ok" || outcome.kind === "queued") photos.forget();
    else photos.save();
    if (outcome.kind === "ok") {
      discard();
      router.push(`/soil/reports/${outcome.reportId}`);
      return;
    }
    update({ outboxId: outcome.kind === "queued" ? outcome.itemId : "" });
    if (outcome.kind === "invalid") showErrors(errorsFromProblem(outcome.problem, cropIndex, t));
  }

  function startOver() {
    reset();
    photos.clear();
    clear();
    sender.resetStatus();
    goTo(0);
  }

  const titles = [t.stepFieldTitle, t.stepCropsTitle, t.stepObservationsTitle, t.stepPhotosTitle];
  const hasFieldErrors = Object.keys(errors).some((key) => key !== "");
  const last = step === STEP_COUNT - 1;
  return (
    <>
      {waiting && (
        <Suspense fallback={null}>
          <OutboxList userId={userId} onDeleted={(id) => id === draft.outboxId && startOver()} />
        </Suspense>
      )}
      <form method="post" noValidate onSubmit={submit}>
        {/* The server's HTML shows step 1 at once, but until the draft is read after hydration
            nothing can be typed or sent: typing would be overwritten by the stored draft (or
            lost to React), and a tap on "Keyingi" would submit the page natively. */}
        <fieldset disabled={!opened} className="m-0 flex min-w-0 flex-col gap-5 border-0 p-0">
          <StepIndicator current={step} reached={reached} t={t} onGo={(s) => !sender.busy && goTo(s)} />
          {restored && (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-sky-200 bg-sky-50 p-3 text-sky-950">
              <p>{t.draftRestored}</p>
              <div className="flex gap-2">
                <button type="button" onClick={startOver} className={buttonStyles.secondary}>
                  {t.startOver}
                </button>
                <button type="button" onClick={dismissRestored} className={buttonStyles.quiet}>
                  {t.dismiss}
                </button>
              </div>
            </div>
          )}
          <div>
            <p className="text-sm font-medium text-stone-600">{fill(t.stepOf, { n: step + 1, total: STEP_COUNT })}</p>
            <h2 ref={heading} tabIndex={-1} className="text-xl font-bold">
              {titles[step]}
            </h2>
          </div>
          {(hasFieldErrors || errors[""]) && (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 font-medium text-red-800">
              {errors[""] ?? t.fixFields}
            </p>
          )}
          {step === 0 && <StepField draft={draft} update={update} errors={errors} fields={fields} sharedFields={sharedFields} regions={regions} t={t} />}
          {/* Steps 2-4 load with their parts (lazy-parts.ts); until then the step shows nothing. */}
          <Suspense fallback={null}>
            {step === 1 && <StepCrops draft={draft} update={update} errors={errors} cropNames={cropNames} currentYear={currentYear} t={t} />}
            {step === 2 && <StepObservations draft={draft} update={update} errors={errors} t={t} />}
            {last && (
              <PhotoPicker photos={photos.photos} onAdd={(files) => photos.add(files)} onRemove={photos.remove} errors={errors} disabled={sender.busy} t={t} />
            )}
            {last && <SendStatusView status={sender.status} t={t} />}
          </Suspense>
          <div data-sticky-actions className="sticky bottom-0 -mx-4 flex gap-3 border-t border-stone-200 bg-stone-50/95 px-4 py-3 backdrop-blur print:hidden">
            {step > 0 && (
              <button type="button" onClick={() => goTo(step - 1)} disabled={sender.busy} className={buttonStyles.secondary}>
                <span aria-hidden="true">←</span> {t.back}
              </button>
            )}
            {sender.busy && sender.status.stage !== "opening" ? (
              <button type="button" onClick={sender.stop} className={`${buttonStyles.dangerOutline} flex-1`}>
                {t.stop}
              </button>
            ) : (
              <button type="submit" disabled={sender.busy} className={`${buttonStyles.primary} flex-1`}>
                {last ? (sender.status.stage === "stopped" ? t.sendAgain : t.send) : t.next} {!last && <span aria-hidden="true">→</span>}
              </button>
            )}
          </div>
        </fieldset>
      </form>
    </>
  );
}
