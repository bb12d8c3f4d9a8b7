"use client";

// Errors stay on screen while the value they are about is unchanged: each error set keeps a
// snapshot of the draft (and photo list) it was found in, and an error hides as soon as the
// farmer edits its field. Derived during render, so no effect has to chase the draft.
import { useCallback, useState } from "react";
import type { Draft } from "./draft";
import type { PickedPhoto } from "./use-photos";
import type { FormErrors } from "./validate";

/** The draft properties an error key is about ("" — the whole form — is about none). */
function propsOf(key: string): (keyof Draft)[] {
  const head = key.split(".")[0];
  const map: Record<string, (keyof Draft)[]> = {
    fieldName: ["fieldName", "savedFieldId"],
    location: ["region", "coords"],
    area: ["area"],
    crops: ["crops"],
    irrigation: ["irrigation"],
    observations: ["observations"],
    lab: ["lab", "labOpen"],
    looks: ["looks"],
  };
  return map[head] ?? [];
}

type Shown = { errors: FormErrors; draft: Draft; photos: PickedPhoto[] };

export function useFormErrors(draft: Draft, photos: PickedPhoto[]) {
  const [shown, setShown] = useState<Shown | null>(null);

  const show = useCallback((errors: FormErrors) => setShown({ errors, draft, photos }), [draft, photos]);
  const clear = useCallback(() => setShown(null), []);

  const visible: FormErrors = {};
  for (const [key, message] of Object.entries(shown?.errors ?? {})) {
    const stillSame = key.startsWith("photos")
      ? shown!.photos === photos
      : propsOf(key).every((prop) => JSON.stringify(shown!.draft[prop]) === JSON.stringify(draft[prop]));
    if (stillSame) visible[key] = message;
  }
  return { errors: visible, show, clear };
}
