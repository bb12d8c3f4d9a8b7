"use client";

// The photos the farmer picked: files with blob-URL previews (allowed by the page's CSP
// `img-src blob:`), their compressed versions cached so sending does not compress again, and
// the URLs revoked when a photo is removed or the form goes away. Each photo is compressed as
// it is picked and the draft's photos are kept in IndexedDB (lib/offline/store.ts, one entry
// per user), so a reload or a discarded tab in the field does not lose them; the compressed
// copy keeps that small. Once the form is sent the outbox item owns the photos (`forget`).
import { useCallback, useEffect, useRef, useState } from "react";
import { getDraftPhotos, putDraftPhotos } from "@/lib/offline/store";
// The compression code (canvas) is fetched with the form's later steps, not with the page.
import { loadCompress } from "./lazy-parts";
import { photoFiles } from "./photo-files";

export type PickedPhoto = { id: number; file: File; url: string };

// Like compressPhoto itself, never fails: without its code the original photo is sent.
const compressPhoto = (file: File): Promise<Blob> => loadCompress().then(({ compressPhoto }) => compressPhoto(file), () => file);

/**
 * `restore`: show the photos kept for this user's draft (false when the form opens with another
 * draft, e.g. a queued request or a different field: those kept photos are then removed; null
 * until the form knows which draft it opened with).
 */
export function usePhotos(max: number, userId: string, restore: boolean | null) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // The list as of the last change, for the writes below (state lags until the next render).
  const latest = useRef<PickedPhoto[]>([]);
  const nextId = useRef(1);
  const compressed = useRef(new Map<number, Promise<Blob>>());
  const urls = useRef(new Set<string>());
  // Reads and writes of the stored photos, one after another, so an older write never lands last.
  const storage = useRef<Promise<void>>(Promise.resolve());

  const queue = useCallback((task: () => Promise<void>) => {
    // Storage blocked or full: the photos still live in memory for this visit.
    storage.current = storage.current.then(task).catch(() => {});
  }, []);

  const compressedOf = useCallback((photo: PickedPhoto) => {
    let blob = compressed.current.get(photo.id);
    if (!blob) {
      blob = compressPhoto(photo.file);
      compressed.current.set(photo.id, blob);
    }
    return blob;
  }, []);

  /** Stores the current photos (compressed) as the draft's. */
  const save = useCallback(() => {
    queue(async () => {
      const list = latest.current;
      const blobs = await Promise.all(list.map(compressedOf));
      // Changed meanwhile: the later save writes the newer list.
      if (list === latest.current) await putDraftPhotos(userId, blobs);
    });
  }, [queue, compressedOf, userId]);

  /** The stored photos are no longer the draft's (sent: the outbox holds them); memory keeps them. */
  const forget = useCallback(() => queue(() => putDraftPhotos(userId, [])), [queue, userId]);

  const show = useCallback((next: PickedPhoto[]) => {
    latest.current = next;
    setPhotos(next);
  }, []);

  const append = useCallback(
    (files: File[], stored?: Blob[]) => {
      const room = Math.max(0, max - latest.current.length);
      const added = files.slice(0, room).map((file, index) => {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        const photo = { id: nextId.current++, file, url };
        // Kept photos are compressed already; new ones start compressing now, off the main flow.
        compressed.current.set(photo.id, stored ? Promise.resolve(stored[index]) : compressPhoto(file));
        return photo;
      });
      show([...latest.current, ...added]);
      return files.length - added.length;
    },
    [max, show],
  );

  // Once, when the form has read its draft (`restore` is null until then).
  const opened = useRef(false);
  useEffect(() => {
    if (restore === null || opened.current) return;
    opened.current = true;
    queue(async () => {
      if (!restore) return putDraftPhotos(userId, []);
      const stored = await getDraftPhotos(userId);
      // Photos already shown (a queued request's) win over kept ones.
      if (stored.length && !latest.current.length) append(photoFiles(stored), stored);
    });
  }, [restore, queue, userId, append]);

  useEffect(() => {
    const live = urls.current;
    return () => live.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  /** Adds image files up to `max` in all; returns how many did not fit. `keep: false` for photos stored elsewhere (the outbox). */
  const add = useCallback(
    (files: FileList | File[], keep = true): number => {
      const images = Array.from(files).filter((file) => file.type.startsWith("image/") || file.type === "");
      const left = append(images);
      if (keep) save();
      return left;
    },
    [append, save],
  );

  const remove = useCallback(
    (id: number) => {
      const photo = latest.current.find((p) => p.id === id);
      if (photo) {
        URL.revokeObjectURL(photo.url);
        urls.current.delete(photo.url);
      }
      compressed.current.delete(id);
      show(latest.current.filter((p) => p.id !== id));
      save();
    },
    [show, save],
  );

  /** Start over: no photos, in memory or stored. */
  const clear = useCallback(() => {
    latest.current.forEach((photo) => URL.revokeObjectURL(photo.url));
    urls.current.clear();
    compressed.current.clear();
    show([]);
    forget();
  }, [show, forget]);

  /** Every photo compressed, in order; `onEach(done)` reports progress. */
  const compressAll = useCallback(
    async (onEach: (done: number) => void): Promise<Blob[]> => {
      const out: Blob[] = [];
      for (const photo of latest.current) {
        out.push(await compressedOf(photo));
        onEach(out.length);
      }
      return out;
    },
    [compressedOf],
  );

  return { photos, add, remove, clear, compressAll, save, forget };
}
