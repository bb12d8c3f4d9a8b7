// GET /api/openapi.json: the OpenAPI 3.1 document, generated from the zod schemas the handlers
// validate with (lib/openapi). It is fixed for a build, so it is built once per process and
// revalidated by ETag; the short max-age lets a new deployment's document reach clients soon.
import { methods, route } from "@/lib/http/route";
import { noneMatchHits } from "@/lib/activities/media-range";
import { openApiJson } from "@/lib/openapi/document";
import { getOpenApiDocumentEndpoint } from "@/lib/endpoints/system";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getOpenApiDocumentEndpoint, async ({ req }) => {
    const { text, etag } = openApiJson();
    const headers = { ETag: etag, "Cache-Control": "public, max-age=300, must-revalidate" };
    if (noneMatchHits(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
    return new Response(text, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
  }),
});
