"use client";

// The signed-in farmer's soil requests in the device's outbox, read again whenever it changes
// (in this tab, another tab or the service worker). null until the first read.
import { useEffect, useState } from "react";
import { watchOutbox } from "@/lib/offline/channel";
import { listItems } from "@/lib/offline/store";
import type { SoilItem } from "@/lib/offline/types";

export function useSoilOutbox(userId: string): SoilItem[] | null {
  const [items, setItems] = useState<SoilItem[] | null>(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      listItems()
        .then((all) => all.filter((item): item is SoilItem => item.kind === "soil-analyze" && item.userId === userId))
        .catch(() => [] as SoilItem[]) // IndexedDB blocked (private mode): nothing is queued
        .then((mine) => live && setItems(mine));
    read();
    const stop = watchOutbox(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return items;
}
