// How long deleted data stays before the purge removes it for good (docs/privacy.md,
// "How long data is kept"). A constant, not a setting: the privacy notice promises the number.

/** Days a soft-deleted child (with its records) and a failed soil analysis are kept. */
export const RETENTION_DAYS = 30;

/** How long an Idempotency-Key is remembered (lib/http/idempotency.ts); an older key counts as never sent and the purge deletes it. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
