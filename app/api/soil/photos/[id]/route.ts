// GET /api/soil/photos/{id}: a stored (downscaled) photo of one of the user's reports.
// Private: the farmer's own field, so no shared caching; the bytes never change.
import { methods, route } from "@/lib/http/route";
import { getPhoto } from "@/lib/soil";
import * as api from "@/lib/api/soil";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(api.getSoilPhoto, async ({ user, params }) => {
    const photo = await getPhoto(user.id, params.id);
    return new Response(new Uint8Array(photo.data), {
      headers: {
        "Content-Type": photo.contentType,
        "Content-Length": String(photo.data.byteLength),
        "Cache-Control": "private, max-age=86400, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
});
