"use client";

// Soil photos: the camera (capture="environment" opens the back camera on a phone) or the
// gallery, previewed from blob URLs, each removable, with the API's per-photo errors
// ("photos.N") shown under the photo they concern.
import Image from "next/image";
import { fill } from "@/lib/i18n/bundle";
import type { FarmersMessages } from "@/lib/i18n/farmers";
import { FieldError } from "@/components/ui/field-parts";
import { buttonStyles } from "@/components/ui/styles";
import type { PickedPhoto } from "./use-photos";
import { MAX_PHOTOS, type FormErrors } from "./validate";

type Props = {
  photos: PickedPhoto[];
  onAdd: (files: FileList) => void;
  onRemove: (id: number) => void;
  errors: FormErrors;
  disabled: boolean;
  t: FarmersMessages;
};

// The input is visually hidden but stays focusable; its label is the visible button.
const pickerLabel = `${buttonStyles.secondary} cursor-pointer has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600`;

export function PhotoPicker({ photos, onAdd, onRemove, errors, disabled, t }: Props) {
  const full = photos.length >= MAX_PHOTOS;
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (event.target.files?.length) onAdd(event.target.files);
    event.target.value = ""; // the same photo can be chosen again after removing it
  };
  return (
    <fieldset id="field-photos" tabIndex={-1} className="flex flex-col gap-3" aria-describedby="photos-hint">
      <legend className="mb-1 text-lg font-semibold">{t.photosLegend}</legend>
      <p id="photos-hint" className="text-sm text-stone-600">
        {t.photosHint}
      </p>
      {!full && (
        <div className="grid gap-2 sm:grid-cols-2">
          <label className={pickerLabel}>
            <span aria-hidden="true">📷</span> {t.takePhoto}
            <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={pick} disabled={disabled} />
          </label>
          <label className={pickerLabel}>
            <span aria-hidden="true">🖼️</span> {t.chooseFromGallery}
            <input type="file" accept="image/*" multiple className="sr-only" onChange={pick} disabled={disabled} />
          </label>
        </div>
      )}
      <p className="text-sm text-stone-700">{fill(t.photosCount, { n: photos.length, max: MAX_PHOTOS })}</p>
      <FieldError id="field-photos" text={errors.photos} />
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => {
            const error = errors[`photos.${index}`];
            return (
              <li key={photo.id} className={`flex flex-col gap-2 rounded-2xl border bg-white p-2 ${error ? "border-red-600" : "border-stone-200"}`}>
                <Image
                  src={photo.url}
                  alt={fill(t.photoAlt, { n: index + 1 })}
                  width={320}
                  height={240}
                  unoptimized
                  className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover"
                />
                {error && <p className="text-sm font-medium text-red-700">{error}</p>}
                <button
                  type="button"
                  onClick={() => onRemove(photo.id)}
                  disabled={disabled}
                  aria-label={`${t.remove}: ${fill(t.photoAlt, { n: index + 1 })}`}
                  className="min-h-12 rounded-xl border border-red-300 text-sm font-medium text-red-800 hover:bg-red-50 disabled:opacity-60"
                >
                  {t.remove}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
