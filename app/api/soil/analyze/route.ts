// POST /api/soil/analyze (docs/api-guide.md section 6; its definition: analyzeSoilEndpoint in
// lib/endpoints/soil.ts): JSON or multipart in, the report body out. With an
// Idempotency-Key header the analysis runs once per key (lib/http/idempotency.ts).
import { isKnownKey, readIdempotencyKey, runOnce, type RecordAnswer } from "@/lib/http/idempotency";
import { json, methods, route } from "@/lib/http/route";
import { analyzeSoilEndpoint } from "@/lib/endpoints/soil";
import { readSoilUpload } from "@/lib/http/soil-request";
import { requestLocale } from "@/lib/http/request-locale";
import { ownRecord } from "@/lib/sharing/access";
import { findNamedField } from "@/lib/sharing/shared-fields";
import { analysisAbandonedAfterMs, analyzeSoil, assertQuota } from "@/lib/soil";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(analyzeSoilEndpoint, async ({ user, req, access }) => {
    const key = readIdempotencyKey(req);
    // Refuse a user over quota before reading up to 80 MB of photos. A known key is a retry,
    // answered from the stored answer (or refused) without a new analysis: no quota check.
    if (!key || !(await isKnownKey(user.id, key))) await assertQuota(user.id);
    const { submission, photos, requestHash } = await readSoilUpload(req, { hash: key !== null });
    if (submission.sharedFieldId) {
      // A field named by its server id (docs/sharing.md): a refusal looks up the role there.
      access.targetId = submission.sharedFieldId;
      // Checked here as well as in the analysis' own statement: a stored answer is replayed
      // without that statement, and a member removed (or made viewer) since must be refused on
      // their next request, before a key or the quota is taken.
      await findNamedField(access, submission.sharedFieldId);
    } else {
      ownRecord(access); // the caller's own field by their client id
    }
    const analyze = async (recordAnswer?: RecordAnswer) =>
      json(await analyzeSoil(access, submission, photos, { language: requestLocale(req), alsoWrite: recordAnswer && ((db, answer) => recordAnswer(db, 200, answer)) }));
    if (!key || !requestHash) return analyze();
    // The report and the key's answer are stored in one transaction (analyzeSoil).
    return runOnce({ userId: user.id, key, requestHash, abandonAfterMs: analysisAbandonedAfterMs() }, analyze);
  }),
});
