// The cursor of a child's activity history (GET /api/client/children/{id}/activity-history):
// where the next page starts. The history is ordered newest first by (started_at, id), so the
// cursor is the last item's start and id; the next page holds the attempts strictly before it.
// It is opaque to clients (base64url), and self-contained: reading it needs no lookup, and a
// cursor from another child simply finds that child's attempts before that instant.
// Pure, so the query schema and the service share it and a unit test pins it.
import { z } from "zod";

export interface HistoryCursor {
  /** started_at of the last attempt of the previous page (millisecond precision, as stored). */
  startedAt: Date;
  /** Its id, which breaks ties between attempts started in the same millisecond. */
  id: string;
}

// Epoch milliseconds (never negative, at most 15 digits) and a UUID, lower case as PostgreSQL writes it.
const PLAIN = /^(\d{1,15}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.startedAt.getTime()}:${cursor.id}`, "utf8").toString("base64url");
}

/** The cursor a client sent back, or null when it is not one we issued (any other text). */
export function decodeHistoryCursor(text: string): HistoryCursor | null {
  if (text.length === 0 || text.length > 100 || !BASE64URL.test(text)) return null;
  const match = PLAIN.exec(Buffer.from(text, "base64url").toString("utf8"));
  if (!match) return null;
  const startedAt = new Date(Number(match[1]));
  if (Number.isNaN(startedAt.getTime()) || !z.guid().safeParse(match[2]).success) return null;
  return { startedAt, id: match[2] };
}
