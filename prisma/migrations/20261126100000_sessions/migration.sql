-- Sessions as rows (docs/security.md, "Sessions"): every browser sign-in and every app sign-in
-- is one row; cookies and access tokens carry its id.
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "user_agent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),
    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "sessions_kind_check" CHECK ("kind" IN ('browser', 'app'))
);
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every existing refresh-token family becomes an app session, so signed-in apps keep working:
-- their next refresh yields an access token with the session's id. A family whose tokens are all
-- revoked is an ended session. (Browser cookies from before carry no session id: those users sign
-- in again once.)
INSERT INTO "sessions" ("id", "user_id", "kind", "created_at", "last_seen_at", "expires_at", "ended_at")
SELECT "family_id", min("user_id"::text)::uuid, 'app', min("created_at"), max("created_at"), max("expires_at"),
       CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_tokens"
GROUP BY "family_id";

ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_fkey" FOREIGN KEY ("family_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The sign-in throttle's failure counts (lib/auth/throttle.ts); no foreign key: a subject may be
-- an address or an account that does not exist.
CREATE TABLE "auth_failures" (
    "key" TEXT NOT NULL,
    "recent" INTEGER NOT NULL,
    "daily" INTEGER NOT NULL,
    "daily_since" TIMESTAMPTZ(3) NOT NULL,
    "last_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "auth_failures_pkey" PRIMARY KEY ("key")
);
