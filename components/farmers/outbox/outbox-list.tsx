"use client";

// The analyses waiting on this phone (docs/offline.md, "Sending while offline"): field, date, photos and
// state of each, a way to send now, to edit one the server refused, and to delete one (after a
// confirmation: it holds the farmer's photos and is not kept anywhere else).
import { Link } from "@/components/ui/link";
import { useState } from "react";
import { removeItem } from "@/lib/offline/outbox";
import type { SoilItem } from "@/lib/offline/types";
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { buttonStyles, cardStyles } from "@/components/ui/styles";
import { useFarmersMessages } from "@/components/farmers/messages-context";
import { formatDateTime } from "@/lib/i18n/format";
import { useSoilOutbox } from "./use-soil-outbox";

function stateText(item: SoilItem, t: FarmersMessages): string {
  if (item.state === "sending") return t.queueSending;
  if (item.state === "attention") return t.queueAttention;
  const status = item.lastError?.status;
  if (status === 401) return t.queueSignIn;
  if (status === 429) return t.queueQuota;
  if (status) return t.queueLater;
  return t.queueWaiting;
}

type Props = { userId: string; onDeleted?: (id: string) => void };

// The outbox's sending code is fetched at the tap (a list shown offline needs no sender): it
// stays out of the form page's first-load JavaScript (docs/performance.md).
const sendNow = () =>
  void import("@/lib/offline/flush")
    .then(({ flushOutbox }) => flushOutbox({ force: true }))
    .catch(() => undefined);

export function OutboxList({ userId, onDeleted }: Props) {
  const { locale, t } = useFarmersMessages();
  const items = useSoilOutbox(userId)?.filter((item) => item.state !== "sent");
  const [confirming, setConfirming] = useState<string | null>(null);
  if (!items?.length) return null;

  async function remove(id: string) {
    setConfirming(null);
    await removeItem(id);
    onDeleted?.(id);
  }

  return (
    <section aria-labelledby="outbox-heading" className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="outbox-heading" className="text-lg font-bold text-amber-950">
        {t.queueTitle}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => {
          const name = item.summary.fieldName || t.unnamedField;
          return (
            <li key={item.id} aria-label={name} className={`${cardStyles} flex flex-col gap-2`}>
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-stone-700">{fill(t.queueMeta, { date: formatDateTime(new Date(item.createdAt).toISOString(), locale), n: item.summary.photoCount })}</p>
              <p className={item.state === "attention" ? "font-medium text-red-800" : "text-stone-800"}>{stateText(item, t)}</p>
              {item.state === "attention" && <p className="text-sm text-stone-800">{[t.queueAttentionText, item.lastError?.message].filter(Boolean).join(" ")}</p>}
              {confirming === item.id ? (
                <div role="alert" className="flex flex-col gap-2">
                  <p className="font-medium">{t.queueConfirm}</p>
                  <div className="flex flex-wrap gap-2">
                    <button type="button" onClick={() => remove(item.id)} className={buttonStyles.danger}>
                      {t.queueConfirmYes}
                    </button>
                    <button type="button" onClick={() => setConfirming(null)} className={buttonStyles.secondary}>
                      {t.queueConfirmNo}
                    </button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {item.state === "attention" ? (
                    <Link href={`/soil/new?edit=${item.id}`} className={buttonStyles.secondary}>
                      {t.queueEdit}
                    </Link>
                  ) : (
                    <button type="button" disabled={item.state === "sending"} onClick={sendNow} className={buttonStyles.secondary}>
                      {t.queueSendNow}
                    </button>
                  )}
                  <button type="button" onClick={() => setConfirming(item.id)} className={buttonStyles.dangerOutline}>
                    {t.queueDelete}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
