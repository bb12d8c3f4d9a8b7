"use client";

// The form's draft in React state, mirrored to localStorage on every change, so a reload, a
// dropped connection or a closed tab keeps what the farmer typed (a blank draft is not kept).
// The server renders the blank form (it cannot see localStorage), so its text is painted
// before any script runs (docs/performance.md); the stored draft comes back in the render
// right after hydration, before the browser paints again.
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { clearDraft, loadDraft, saveDraft, type Draft } from "./draft";

export type DraftUpdate = Partial<Draft> | ((draft: Draft) => Draft);

const noSubscription = () => () => undefined;

/** What the form opened with: known once the stored draft has been read, after hydration. */
export type Opened = { draft: Draft; rejected: boolean };

/**
 * `blank` is the form as it opens without a stored draft; `accept` decides whether a stored
 * draft fits this visit (e.g. not when the farmer came to analyse a different saved field).
 * `opened` is null until the stored draft has been read (the server render and hydration).
 */
export function useDraft(key: string, blank: Draft, accept: (stored: Draft) => boolean) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const [draft, setDraft] = useState<Draft>(blank);
  const [restored, setRestored] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);

  // Once, in the render right after hydration (React renders again before committing it).
  if (inBrowser && opened === null) {
    const stored = loadDraft(key);
    const fits = stored !== null && accept(stored);
    setOpened({ draft: fits ? stored : blank, rejected: stored !== null && !fits });
    if (fits) {
      setDraft(stored);
      setRestored(true);
    }
  }

  useEffect(() => {
    // Until the stored draft has been read, the blank form must not overwrite or clear it.
    if (!opened) return;
    if (JSON.stringify(draft) === JSON.stringify(blank)) clearDraft(key);
    else saveDraft(key, draft);
  }, [key, draft, blank, opened]);

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

  // `opened.rejected`: a stored draft was there but did not fit, so the form replaced it.
  return { draft, update, restored, opened, dismissRestored: () => setRestored(false), reset, discard };
}
