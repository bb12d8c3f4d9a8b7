// The photos sent with the analysis, as stored (downscaled, metadata removed) and served by
// GET /api/soil/photos/{id} to their owner only. A plain <img>, not next/image: the image
// optimiser would fetch them without the farmer's session, and next/image is a client
// component (6 KB of JavaScript on the report page for nothing it would do here).
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import type { ReportPhoto } from "@/lib/soil";
import { cardStyles } from "@/components/ui/styles";

export function ReportPhotos({ photos, t }: { photos: ReportPhoto[]; t: FarmersMessages }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="photos-title" className={`${cardStyles} flex flex-col gap-3 print:break-inside-avoid`}>
      <h2 id="photos-title" className="text-xl font-bold">
        {t.photosTitle}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            {/* eslint-disable-next-line @next/next/no-img-element -- see the top of the file */}
            <img
              src={photo.url}
              alt={fill(t.reportPhotoAlt, { n: index + 1 })}
              width={photo.width}
              height={photo.height}
              decoding="async"
              // Eager: they are small (1024 px), the farmer just sent them, and print needs them.
              loading="eager"
              className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
