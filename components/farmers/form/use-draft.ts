"use client";

// The form's draft in React state, mirrored to localStorage on every change, so a reload, a
// dropped connection or a closed tab keeps what the farmer typed (a blank draft is not kept).
import { useCallback, useEffect, useState } from "react";
import { clearDraft, loadDraft, saveDraft, type Draft } from "./draft";

export type DraftUpdate = Partial<Draft> | ((draft: Draft) => Draft);

/**
 * `blank` is the form as it opens without a stored draft; `accept` decides whether a stored
 * draft fits this visit (e.g. not when the farmer came to analyse a different saved field).
 */
export function useDraft(key: string, blank: Draft, accept: (stored: Draft) => boolean) {
  const [initial] = useState(() => {
    const stored = loadDraft(key);
    if (stored && accept(stored)) return { draft: stored, restored: true, rejected: false };
    return { draft: blank, restored: false, rejected: stored !== null };
  });
  const [draft, setDraft] = useState<Draft>(initial.draft);
  const [restored, setRestored] = useState(initial.restored);

  useEffect(() => {
    if (JSON.stringify(draft) === JSON.stringify(blank)) clearDraft(key);
    else saveDraft(key, draft);
  }, [key, draft, blank]);

  const update = useCallback((change: DraftUpdate) => {
    setDraft((current) => (typeof change === "function" ? change(current) : { ...current, ...change }));
  }, []);

  /** Back to the blank form (the "start over" button), and forget the stored copy. */
  const reset = useCallback(() => {
    clearDraft(key);
    setDraft(blank);
    setRestored(false);
  }, [key, blank]);

  /** After a successful analysis: the draft is done with. */
  const discard = useCallback(() => clearDraft(key), [key]);

  // `rejected`: a stored draft was there but did not fit, so the form replaced it.
  return { draft, update, restored, rejected: initial.rejected, dismissRestored: () => setRestored(false), reset, discard };
}
