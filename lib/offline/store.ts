// The app's one IndexedDB database on the device: the outbox of requests waiting to be sent, and
// the photos of the soil form's unsent draft (so a reload does not lose them).
// Used by the pages and by the service worker alike, so nothing here touches the DOM.
import type { DBSchema, IDBPDatabase } from "idb";
import type { OutboxItem } from "./types";

export const DB_NAME = "oila-dala";
/** 1: the outbox; 2: the draft photos. */
export const DB_VERSION = 2;

/** The compressed photos of one user's soil-form draft, in the form's order. */
export type DraftPhotos = { userId: string; photos: Blob[] };

interface OfflineDb extends DBSchema {
  outbox: { key: string; value: OutboxItem; indexes: { createdAt: number } };
  draftPhotos: { key: string; value: DraftPhotos };
}

let opened: Promise<IDBPDatabase<OfflineDb>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDb>> {
  // idb is fetched on first use, out of the pages' first-load JavaScript (the soil form is at the
  // 150 KB budget, docs/performance.md); the service worker's build inlines it.
  opened ??= import("idb").then(({ openDB }) => openDB<OfflineDb>(DB_NAME, DB_VERSION, {
    // Adds only the stores missing: a phone on version 1 keeps its outbox (and the requests
    // waiting in it) and only gains the draft photos.
    upgrade(database) {
      if (!database.objectStoreNames.contains("outbox")) {
        const outbox = database.createObjectStore("outbox", { keyPath: "id" });
        outbox.createIndex("createdAt", "createdAt");
      }
      if (!database.objectStoreNames.contains("draftPhotos")) database.createObjectStore("draftPhotos", { keyPath: "userId" });
    },
    // Another tab (or a newer service worker) wants a newer version: let it have the database.
    blocking() {
      opened?.then((d) => d.close());
      opened = null;
    },
  })).catch((error) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Every item, oldest first. */
export async function listItems(): Promise<OutboxItem[]> {
  return (await db()).getAllFromIndex("outbox", "createdAt");
}

export async function getItem(id: string): Promise<OutboxItem | undefined> {
  return (await db()).get("outbox", id);
}

export async function putItem(item: OutboxItem): Promise<void> {
  await (await db()).put("outbox", item);
}

/** Changes one item in a transaction of its own, so two writers cannot undo each other. */
export async function updateItem(id: string, change: (item: OutboxItem) => OutboxItem | null): Promise<OutboxItem | null> {
  const tx = (await db()).transaction("outbox", "readwrite");
  const current = await tx.store.get(id);
  const next = current ? change(current) : null;
  if (next) await tx.store.put(next);
  else if (current) await tx.store.delete(id);
  await tx.done;
  return next;
}

export async function deleteItem(id: string): Promise<void> {
  await (await db()).delete("outbox", id);
}

/** Sign-out: nothing of this user stays on the device. */
export async function clearOutbox(): Promise<void> {
  await (await db()).clear("outbox");
}

/** The photos of this user's soil-form draft, or none. */
export async function getDraftPhotos(userId: string): Promise<Blob[]> {
  return (await (await db()).get("draftPhotos", userId))?.photos ?? [];
}

/** Replaces this user's draft photos; an empty list removes them. */
export async function putDraftPhotos(userId: string, photos: Blob[]): Promise<void> {
  if (photos.length) await (await db()).put("draftPhotos", { userId, photos });
  else await (await db()).delete("draftPhotos", userId);
}

/** Sign-out: no draft photos of anyone stay on the device. */
export async function clearDraftPhotos(): Promise<void> {
  await (await db()).clear("draftPhotos");
}
