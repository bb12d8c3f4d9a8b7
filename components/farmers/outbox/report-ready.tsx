"use client";

// "The report for <field> is ready": shown on every farmers' page once the outbox has sent a
// queued analysis (the connection came back, maybe with the app closed), until the farmer
// opens the report or closes the notice. The receipt it reads holds no photos or form data.
import { Link } from "@/components/ui/link";
import { removeItem } from "@/lib/offline/outbox";
import { fill } from "@/lib/i18n/bundle";
import { buttonStyles } from "@/components/ui/styles";
import { useFarmersMessages } from "@/components/farmers/messages-context";
import { useSoilOutbox } from "./use-soil-outbox";

export function ReportReady({ userId }: { userId: string }) {
  const { t } = useFarmersMessages();
  const ready = useSoilOutbox(userId)?.filter((item) => item.state === "sent" && item.reportId);
  if (!ready?.length) return null;
  return (
    <div role="status" className="mb-4 flex flex-col gap-2">
      {ready.map((item) => (
        <div key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-brand-600 bg-brand-50 p-3 text-brand-900">
          <p className="font-semibold">✓ {fill(t.reportReady, { field: item.summary.fieldName || t.unnamedField })}</p>
          <div className="flex gap-2">
            <Link href={`/soil/reports/${item.reportId}`} onClick={() => removeItem(item.id)} className={buttonStyles.primary}>
              {t.openReport}
            </Link>
            <button type="button" onClick={() => removeItem(item.id)} className={buttonStyles.quiet}>
              {t.dismiss}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
