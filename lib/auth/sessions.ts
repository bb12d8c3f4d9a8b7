// Sessions as rows (docs/security.md, "Sessions"). A browser sign-in and an app sign-in each
// start one; the cookie's JWT and every access token carry its id, and liveSessionUser() checks
// on every request that the session has not ended, so logout, "sign out everywhere" and a
// password change take effect at once on every server.
import "server-only";
import { getDb, hotQuery, type Db } from "@/lib/db/client";
import { deviceLabel } from "@/lib/auth/device-label";
import { sameDevice, sessionClient, type SessionClient } from "@/lib/auth/session-client";
import { log } from "@/lib/log";
import { AppError } from "@/lib/problems/error";

export type SessionKind = "browser" | "app";

/** A browser session ends after 7 days without a visit (the cookie itself lives 30 days). */
export const BROWSER_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** An app session lives as long as its newest refresh token: 30 days after the last refresh. */
export const APP_SESSION_SECONDS = 30 * 24 * 60 * 60;
// last_seen_at is written at most this often: a write per request would double the cost of a read.
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** The session the request belongs to. */
  sessionId: string;
}

const lifetime = (kind: SessionKind) => (kind === "browser" ? BROWSER_IDLE_SECONDS : APP_SESSION_SECONDS) * 1000;

/** Starts a session; its id goes into the cookie or the tokens. */
export async function startSession(userId: string, kind: SessionKind, userAgent: string | null, installedApp: boolean | null = null): Promise<string> {
  const db = await getDb();
  const session = await db.session.create({
    data: { userId, kind, userAgent: userAgent?.slice(0, 256) || null, installedApp, expiresAt: new Date(Date.now() + lifetime(kind)) },
    select: { id: true },
  });
  return session.id;
}

type LiveRow = { id: string; email: string; name: string; kind: SessionKind; last_seen_at: Date };

// A session is live when it has not ended nor expired and belongs to the token's user.
// $1 is the session's id, $2 the user's id.
const LIVE = `s.id = $1::uuid AND s.user_id = $2::uuid AND s.ended_at IS NULL AND s.expires_at > now()`;

// One indexed lookup (the sessions primary key, then the users primary key) per request.
const LIVE_SESSION_SQL = `
  SELECT u.id, u.email, u.name, s.kind, s.last_seen_at
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE ${LIVE}`;

const TOUCH_SQL = `
  UPDATE sessions SET last_seen_at = now(),
    expires_at = CASE WHEN kind = 'browser' THEN now() + make_interval(secs => $2) ELSE expires_at END
  WHERE id = $1::uuid AND ended_at IS NULL`;

/** Moves "last seen" (and a browser session's idle expiry) forward when it is older than TOUCH_AFTER_MS. */
function noteSeen(sessionId: string, lastSeenAt: Date): void {
  if (Date.now() - new Date(lastSeenAt).getTime() <= TOUCH_AFTER_MS) return;
  // Not awaited: the answer does not depend on it, and a failure only delays "last seen".
  hotQuery("touch_session", TOUCH_SQL, [sessionId, BROWSER_IDLE_SECONDS]).catch((error: unknown) =>
    log("warn", "session touch failed", { err: { type: error instanceof Error ? error.name : typeof error } }),
  );
}

/** The user of a live session, or null when it has ended, expired or is not the token's user. */
export async function liveSessionUser(sessionId: string, userId: string): Promise<SessionUser | null> {
  const [row] = await hotQuery<LiveRow>("live_session_user", LIVE_SESSION_SQL, [sessionId, userId]);
  if (!row) return null;
  noteSeen(sessionId, row.last_seen_at);
  return { id: row.id, email: row.email, name: row.name, sessionId };
}

/**
 * What a token claims before the database has confirmed it: an endpoint whose definition says
 * `auth: "joined"` gets this instead of a user and checks the session inside its own statement
 * with readAs(), so the check costs no round trip of its own (docs/performance.md, "The
 * session check"). route() refuses to answer when the handler never confirmed the session.
 */
export interface SessionClaims {
  userId: string;
  sessionId: string;
  confirmed: boolean;
}

/** Whose data a read is for: a user already signed in, or a token's claims the read itself confirms. */
export type Reader = string | SessionClaims;

export const readerId = (reader: Reader): string => (typeof reader === "string" ? reader : reader.userId);

/**
 * One statement that reads a user's data and, for claims, checks their session too. `select`
 * runs after `WITH live AS (...)`: one row (user_id, last_seen_at) when the session is live, none
 * when it has ended; for a user id already checked, always that user's row. The select must read
 * from it with a LEFT JOIN (`FROM live LEFT JOIN (children c ...) ON c.user_id = live.user_id`),
 * so a live session gives at least one row, and return live.last_seen_at as "liveSeenAt". $2 is
 * the user's id and `values` are $3 onward. For claims, no row at all means the session has
 * ended: 401, as route() answers.
 */
export async function readAs<T>(reader: Reader, name: string, select: string, values: unknown[]): Promise<T[]> {
  if (typeof reader === "string") {
    // $1 is unused here but keeps the numbering of the checked variant.
    const text = `WITH live AS (SELECT $2::uuid AS user_id, now() AS last_seen_at WHERE $1::text IS NULL) ${select}`;
    return hotQuery<T>(`${name}_user`, text, [null, reader, ...values]);
  }
  const text = `WITH live AS (SELECT s.user_id, s.last_seen_at FROM sessions s WHERE ${LIVE}) ${select}`;
  const rows = await hotQuery<T & { liveSeenAt: Date }>(`${name}_live`, text, [reader.sessionId, reader.userId, ...values]);
  if (rows.length === 0) throw new AppError("unauthorized");
  reader.confirmed = true;
  noteSeen(reader.sessionId, rows[0].liveSeenAt);
  return rows;
}

/** A refresh keeps an app session alive for another APP_SESSION_SECONDS. */
export async function extendAppSession(sessionId: string): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.session.updateMany({
    where: { id: sessionId, kind: "app", endedAt: null, expiresAt: { gt: new Date() } },
    data: { lastSeenAt: new Date(), expiresAt: new Date(Date.now() + APP_SESSION_SECONDS * 1000) },
  });
  return count === 1;
}

type Which = { only: string } | { except: string } | "all";

/**
 * The writes that end sessions of one user and revoke their refresh tokens: `only` one session,
 * every session `except` one, or all. Returned unrun, so a caller can put them in its own
 * transaction (a password change).
 */
export function endSessionsWrites(db: Db, userId: string, which: Which) {
  const idFilter = which === "all" ? {} : "only" in which ? { id: which.only } : { id: { not: which.except } };
  const now = new Date();
  return [
    db.session.updateMany({ where: { userId, endedAt: null, ...idFilter }, data: { endedAt: now } }),
    db.refreshToken.updateMany({ where: { userId, revokedAt: null, session: idFilter }, data: { revokedAt: now } }),
  ] as [ReturnType<Db["session"]["updateMany"]>, ReturnType<Db["refreshToken"]["updateMany"]>];
}

/** Ends sessions (see endSessionsWrites) in one transaction; returns how many were live. */
export async function endSessions(userId: string, which: Which): Promise<number> {
  const db = await getDb();
  const [ended] = await db.$transaction(endSessionsWrites(db, userId, which));
  return ended.count;
}

/** Ends one of the user's sessions; another user's or an unknown one is a 404. */
export async function endSession(userId: string, sessionId: string): Promise<void> {
  const db = await getDb();
  const found = await db.session.findFirst({ where: { id: sessionId, userId }, select: { id: true } });
  if (!found) throw new AppError("not_found", { detail: "session" });
  await endSessions(userId, { only: sessionId });
}

export interface SessionInfo {
  id: string;
  kind: SessionKind;
  device: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
  /** What the session is (lib/auth/session-client.ts). */
  client: SessionClient;
  /** The same device as the current session (this browser's other sign-ins, say). */
  thisDevice: boolean;
}

/** The user's live sessions, the current one first, then the most recently seen. */
export async function listSessions(userId: string, currentId: string): Promise<SessionInfo[]> {
  const db = await getDb();
  const rows = await db.session.findMany({
    where: { userId, endedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { lastSeenAt: "desc" },
    select: { id: true, kind: true, userAgent: true, installedApp: true, createdAt: true, lastSeenAt: true },
  });
  const clients = new Map(rows.map((row) => [row.id, sessionClient(row.kind as SessionKind, row.userAgent, row.installedApp)]));
  const mine = clients.get(currentId);
  return rows
    .map((row) => {
      const client = clients.get(row.id)!;
      const current = row.id === currentId;
      return {
        id: row.id,
        kind: row.kind as SessionKind,
        device: deviceLabel(row.userAgent),
        userAgent: row.userAgent,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current,
        client,
        thisDevice: current || (mine !== undefined && sameDevice(client, mine)),
      };
    })
    // The current session, then the rest of this device, then the others; each by last use.
    .sort((a, b) => Number(b.current) - Number(a.current) || Number(b.thisDevice) - Number(a.thisDevice));
}
