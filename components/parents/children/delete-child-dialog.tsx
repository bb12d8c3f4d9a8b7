"use client";

// Deleting asks first, in a native modal dialog: it traps focus, closes on Escape and returns
// focus to the button that opened it. Cancel is focused first, so Enter never deletes by accident.
import { useRef } from "react";
import { fill } from "@/lib/i18n/bundle";
import { SubmitButton } from "@/components/ui/submit-button";
import { buttonStyles } from "@/components/ui/styles";
import { useParentsMessages } from "@/components/parents/messages-context";

type Props = { childId: string; childName: string; /** removeChild in app/(parents)/children/actions.ts */ action: (formData: FormData) => Promise<void> };

export function DeleteChildDialog({ childId, childName, action }: Props) {
  const { t } = useParentsMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} className={buttonStyles.dangerOutline}>
        {t.deleteChild}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="delete-child-title"
        aria-describedby="delete-child-text"
        className="m-auto w-[min(92vw,28rem)] rounded-2xl p-6 shadow-xl backdrop:bg-stone-900/50"
      >
        <h2 id="delete-child-title" className="text-xl font-bold">
          {fill(t.deleteConfirmTitle, { name: childName })}
        </h2>
        <p id="delete-child-text" className="mt-2 text-stone-700">
          {t.deleteConfirmText}
        </p>
        <form action={action} className="mt-6 flex flex-wrap justify-end gap-3">
          <input type="hidden" name="childId" value={childId} />
          <button type="button" autoFocus onClick={() => dialog.current?.close()} className={buttonStyles.secondary}>
            {t.cancel}
          </button>
          <SubmitButton label={t.confirmDelete} pendingLabel={t.saving} variant="danger" />
        </form>
      </dialog>
    </>
  );
}
