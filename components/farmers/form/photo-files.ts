// Files again from stored photos (a queued request's or the draft's kept ones), for the form's
// photo list. Apart from queue-submission.ts, which the form loads only when it sends.

/** Files from the stored photos (they are already compressed). */
export function photoFiles(photos: Blob[]): File[] {
  return photos.map((photo, index) => new File([photo], `photo-${index + 1}.jpg`, { type: photo.type || "image/jpeg" }));
}
