// What the outbox holds: requests the app could not (or did not yet) send, kept on the device
// until the server has answered them. Plain data and Blobs only, so the same records can be
// read by the pages and by the service worker (docs/offline.md).

export type OutboxKind = "soil-analyze" | "activity-start" | "activity-complete";

/**
 * queued: waiting to be sent (again); sending: a flush has it in hand; attention: the server
 * refused it (validation) and the farmer has to edit or delete it; sent: the server answered
 * 2xx, kept as a small receipt (no photos) until the farmer has seen the notice.
 */
export type OutboxState = "queued" | "sending" | "attention" | "sent";

/** The server's refusal as the farmer sees it (problem details' code and detail). */
export type OutboxError = { status: number | null; code: string | null; message: string | null };

export type SoilAnalyzePayload = {
  /** The JSON `payload` part of POST /api/soil/analyze. */
  json: Record<string, unknown>;
  /** The compressed photos, in order. */
  photos: Blob[];
  /** The form's own values, so an item that needs attention can be opened in the form again. */
  draft: unknown;
};

// childId: the child whose page was open, so a record sent later never lands on another child
// the parent selected in the meantime.
// startedAt / completedAt: the device's clock; absent when the server refused it (see
// withoutDeviceTime in request.ts), and then the server records its own time.
export type ActivityStartPayload = { activityId: string; childId: string; startedAt?: string };

export type ActivityCompletePayload = {
  activityId: string;
  childId: string;
  completedAt?: string;
  score: number | null;
  timeSpentSeconds: number | null;
  feedback?: string | null;
  checklistDone?: boolean;
};

type ItemBase = {
  id: string;
  /** The signed-in user who made it: only that user's session ever sends it. */
  userId: string;
  /** Made when the user pressed the button; the same on every retry (the server replays). */
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  /** Not sent again before this time (back-off), unless the user or the `online` event asks. */
  nextAttemptAt: number;
  state: OutboxState;
  lastError: OutboxError | null;
};

export type SoilItem = ItemBase & {
  kind: "soil-analyze";
  payload: SoilAnalyzePayload | null;
  /** What the lists show without reading the payload. */
  summary: { fieldName: string; photoCount: number };
  /** The report made from it, once sent. */
  reportId?: string;
};
export type ActivityStartItem = ItemBase & { kind: "activity-start"; payload: ActivityStartPayload };
export type ActivityCompleteItem = ItemBase & { kind: "activity-complete"; payload: ActivityCompletePayload };

export type OutboxItem = SoilItem | ActivityStartItem | ActivityCompleteItem;

/** What came back for one request: an HTTP answer, or nothing at all (offline, cut off). */
export type Reply =
  | { kind: "network" }
  | { kind: "response"; status: number; body: Record<string, unknown> | null; retryAfterSeconds: number | null };
