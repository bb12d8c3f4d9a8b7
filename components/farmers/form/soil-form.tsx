"use client";

// The soil form (spec 2.1) in four steps that fit a phone screen. Everything typed lives in
// one draft (React state, mirrored to localStorage); moving between steps, a validation error
// or a failed request never loses it. Sending posts multipart to POST /api/soil/analyze
// (upload.ts), so the route's streaming, limits and photo checks apply as for the mobile app.
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { fill } from "@/lib/i18n/farmers";
import { useFarmersMessages } from "@/components/farmers/messages-context";
import { buttonStyles } from "@/components/ui/styles";
import { emptyDraft, makeFieldId, toSubmission, withSavedField, type RegionOption, type SavedField } from "./draft";
import { StepField } from "./step-field";
import { StepIndicator } from "./step-indicator";
import { useDraft } from "./use-draft";
import { useFormErrors } from "./use-form-errors";
import { usePhotos } from "./use-photos";
import { useSoilSend } from "./use-soil-send";
import { MAX_PHOTOS, STEP_COUNT, errorsFromProblem, stepOfKey, validateAll, validateStep, type FormErrors } from "./validate";

// Steps 2-4 load after the page, so the farmer's phone parses only step 1 before it can type
// (docs/performance.md: the page's JavaScript budget). SoilForm fetches them at the farmer's
// first touch, key or focus: step 1 takes a while to fill in, so moving on rarely waits, and
// the page's own load on a slow phone is not slowed by code it does not need yet (fetched
// right after mounting, they took the page from 96 to 91 in Lighthouse: docs/performance.md).
const loadStepCrops = () => import("./step-crops").then((m) => m.StepCrops);
const loadStepObservations = () => import("./step-observations").then((m) => m.StepObservations);
const loadPhotoPicker = () => import("./photo-picker").then((m) => m.PhotoPicker);
const loadSendStatus = () => import("./send-status").then((m) => m.SendStatusView);
const StepCrops = dynamic(loadStepCrops);
const StepObservations = dynamic(loadStepObservations);
const PhotoPicker = dynamic(loadPhotoPicker);
const SendStatusView = dynamic(loadSendStatus);

export type SoilFormProps = {
  draftKey: string;
  currentYear: number;
  regions: RegionOption[];
  fields: SavedField[];
  cropNames: string[];
  /** A saved field to analyse again (/soil/new?field=...). */
  fieldId?: string;
};

export function SoilForm({ draftKey, currentYear, regions, fields, cropNames, fieldId }: SoilFormProps) {
  const { t } = useFarmersMessages();
  const router = useRouter();
  const [blank] = useState(() => {
    const field = fields.find((f) => f.fieldId === fieldId);
    return field ? withSavedField(emptyDraft(currentYear), field) : emptyDraft(currentYear);
  });
  // A stored draft fits unless the farmer came to analyse a different saved field.
  const { draft, update, restored, dismissRestored, reset, discard } = useDraft(draftKey, blank, (stored) => !fieldId || stored.savedFieldId === fieldId);
  const photos = usePhotos(MAX_PHOTOS);
  const sender = useSoilSend();
  const { errors, show, clear } = useFormErrors(draft, photos.photos);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    const events = ["pointerdown", "keydown", "focusin"] as const;
    const stop = () => events.forEach((name) => window.removeEventListener(name, preload, true));
    function preload() {
      stop();
      // Failures are left to the step itself: next/dynamic retries when it renders.
      for (const load of [loadStepCrops, loadStepObservations, loadPhotoPicker, loadSendStatus]) load().catch(() => {});
    }
    events.forEach((name) => window.addEventListener(name, preload, { capture: true, passive: true }));
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
    if (!draft.savedFieldId && !draft.newFieldId) {
      current = { ...draft, newFieldId: makeFieldId(draft.fieldName) };
      update({ newFieldId: current.newFieldId });
    }
    const { payload, cropIndex } = toSubmission(current, regions);
    const outcome = await sender.send(payload, photos.compressAll, photos.photos.length);
    if (outcome.kind === "ok") {
      discard();
      router.push(`/soil/reports/${outcome.reportId}`);
    } else if (outcome.kind === "invalid") showErrors(errorsFromProblem(outcome.problem, cropIndex, t));
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
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
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
      {step === 0 && <StepField draft={draft} update={update} errors={errors} fields={fields} regions={regions} t={t} />}
      {step === 1 && <StepCrops draft={draft} update={update} errors={errors} cropNames={cropNames} currentYear={currentYear} t={t} />}
      {step === 2 && <StepObservations draft={draft} update={update} errors={errors} t={t} />}
      {last && (
        <PhotoPicker photos={photos.photos} onAdd={(files) => photos.add(files)} onRemove={photos.remove} errors={errors} disabled={sender.busy} t={t} />
      )}
      {last && <SendStatusView status={sender.status} t={t} />}
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
    </form>
  );
}
