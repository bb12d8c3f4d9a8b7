"use client";

// The photos the farmer picked: files with blob-URL previews (allowed by the page's CSP
// `img-src blob:`), their compressed versions cached so a retry does not compress again, and
// the URLs revoked when a photo is removed or the form goes away. Photos live only in memory:
// a File cannot be put in localStorage, and a reload asks for them again.
import { useCallback, useEffect, useRef, useState } from "react";
import { compressPhoto } from "./compress";

export type PickedPhoto = { id: number; file: File; url: string };

export function usePhotos(max: number) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const nextId = useRef(1);
  const compressed = useRef(new Map<number, Blob>());
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const live = urls.current;
    return () => live.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  /** Adds image files up to `max` in all; returns how many did not fit. */
  const add = useCallback(
    (files: FileList | File[]): number => {
      const images = Array.from(files).filter((file) => file.type.startsWith("image/") || file.type === "");
      const room = Math.max(0, max - photos.length);
      const added = images.slice(0, room).map((file) => {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        return { id: nextId.current++, file, url };
      });
      setPhotos((current) => [...current, ...added]);
      return images.length - added.length;
    },
    [max, photos.length],
  );

  const remove = useCallback((id: number) => {
    setPhotos((current) => {
      const photo = current.find((p) => p.id === id);
      if (photo) {
        URL.revokeObjectURL(photo.url);
        urls.current.delete(photo.url);
      }
      compressed.current.delete(id);
      return current.filter((p) => p.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setPhotos((current) => {
      current.forEach((photo) => URL.revokeObjectURL(photo.url));
      urls.current.clear();
      compressed.current.clear();
      return [];
    });
  }, []);

  /** Every photo compressed, in order; `onEach(done)` reports progress. */
  const compressAll = useCallback(
    async (onEach: (done: number) => void): Promise<Blob[]> => {
      const out: Blob[] = [];
      for (const photo of photos) {
        let blob = compressed.current.get(photo.id);
        if (!blob) {
          blob = await compressPhoto(photo.file);
          compressed.current.set(photo.id, blob);
        }
        out.push(blob);
        onEach(out.length);
      }
      return out;
    },
    [photos],
  );

  return { photos, add, remove, clear, compressAll };
}
