// GET /api/auth/account/export: everything of the user as one ZIP (docs/privacy.md, "Export"):
// README.txt in the user's language, account.json, children.json, fields.json,
// soil-reports.json, shared-records.json and the stored soil photos under photos/. The JSON is read before the answer
// starts, so a failure there is still a problem response; the photos are then read a few at a
// time while the archive streams, so a farmer with years of photos never fills the server's memory.
import "server-only";
import { getDb } from "@/lib/db/client";
import { zipStream, type ZipEntry } from "@/lib/archive/zip";
import type { Locale } from "@/lib/i18n/locale";
import { consume } from "@/lib/rate-limit";
import { tashkentDate } from "@/lib/time";
import { exportedReports, readExportDocuments } from "@/lib/account/export-data";
import { exportReadme } from "@/lib/account/readme";

/** Exports per user and hour: each one reads every photo, so a loop must not tie up a server. */
export const EXPORTS_PER_HOUR = 10;
const PHOTO_BATCH = 12;
const TASHKENT_OFFSET_MINUTES = 5 * 60;
const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

export interface AccountExport {
  fileName: string;
  stream: ReadableStream<Uint8Array>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export async function exportAccount(userId: string, locale: Locale, now: Date = new Date()): Promise<AccountExport> {
  await consume({ key: `export:user:${userId}`, max: EXPORTS_PER_HOUR, windowSeconds: 3600 });
  const docs = await readExportDocuments(userId);
  const db = await getDb();
  const photos = await db.soilPhoto.findMany({
    where: { report: exportedReports(userId) },
    orderBy: [{ reportId: "asc" }, { position: "asc" }],
    select: { id: true, reportId: true, position: true, contentType: true, width: true, height: true },
  });
  const created = new Map(docs.reports.map((report) => [report.id, report.createdAt]));
  const named = photos.map((photo) => ({
    ...photo,
    file: `photos/${created.get(photo.reportId)?.slice(0, 10)}_${photo.reportId}_${photo.position + 1}.${EXTENSIONS[photo.contentType] ?? "bin"}`,
  }));
  const byReport = new Map<string, typeof named>(); // Map.groupBy needs Node 21
  for (const photo of named) byReport.set(photo.reportId, [...(byReport.get(photo.reportId) ?? []), photo]);
  const reports = docs.reports.map((report) => ({
    ...report,
    photos: (byReport.get(report.id) ?? []).map((p) => ({ file: p.file, contentType: p.contentType, width: p.width, height: p.height })),
  }));
  const date = tashkentDate(now);

  async function* entries(): AsyncIterable<ZipEntry> {
    yield { name: "README.txt", data: exportReadme(locale, { date, name: docs.account.name as string }), modified: now };
    yield { name: "account.json", data: json(docs.account), modified: now };
    yield { name: "children.json", data: json(docs.children), modified: now };
    yield { name: "fields.json", data: json(docs.fields), modified: now };
    yield { name: "soil-reports.json", data: json(reports), modified: now };
    yield { name: "shared-records.json", data: json(docs.shared), modified: now };
    for (let start = 0; start < named.length; start += PHOTO_BATCH) {
      const batch = named.slice(start, start + PHOTO_BATCH);
      const rows = await db.soilPhoto.findMany({ where: { id: { in: batch.map((p) => p.id) }, report: { userId } }, select: { id: true, data: true } });
      const bytes = new Map(rows.map((row) => [row.id, row.data]));
      for (const photo of batch) {
        const data = bytes.get(photo.id);
        // Photos are compressed already: stored as they are.
        if (data) yield { name: photo.file, data, modified: new Date(created.get(photo.reportId)!), compress: false };
      }
    }
  }

  return { fileName: `oila-va-dala-${date}.zip`, stream: zipStream(entries(), { utcOffsetMinutes: TASHKENT_OFFSET_MINUTES }) };
}
