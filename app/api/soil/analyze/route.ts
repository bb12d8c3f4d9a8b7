// POST /api/soil/analyze (spec 4.1, CONTRACT 7): JSON or multipart in, the report body out.
import { json, methods, route } from "@/lib/http/route";
import { analyzeSoil, assertQuota, readSoilUpload } from "@/lib/soil";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ auth: true }, async ({ user, req }) => {
    // Refuse a user over quota before reading up to 80 MB of photos.
    await assertQuota(user.id);
    const { submission, photos } = await readSoilUpload(req);
    return json(await analyzeSoil(user.id, submission, photos));
  }),
});
