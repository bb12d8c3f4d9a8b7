// GET /api/soil/photos/{id}: a stored (downscaled) photo of one of the user's reports.
// Private: the farmer's own field. Never kept by the browser's HTTP cache (no-store): after
// sign-out the next person on a shared phone must not get it back from there
// (docs/security.md, "A shared phone"). The service worker keeps it for offline use in a cache
// that sign-out empties.
import { methods, route } from "@/lib/http/route";
import { getPhoto } from "@/lib/soil";
import { getSoilPhotoEndpoint } from "@/lib/endpoints/soil";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getSoilPhotoEndpoint, async ({ access, params }) => {
    const photo = await getPhoto(access, params.id);
    return new Response(new Uint8Array(photo.data), {
      headers: {
        "Content-Type": photo.contentType,
        "Content-Length": String(photo.data.byteLength),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
});
