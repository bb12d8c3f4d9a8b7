// Public media (docs/api-guide.md section 5, "Media"). Deliberately not behind route(): no
// sign-in is needed, and skipping the session decoding keeps this hot path (every image and audio
// seek) cheap. Failures are still problem details through the same errorResponse.
import { randomUUID } from "node:crypto";
import { errorResponse, methods, plainRoute, type RouteHandler } from "@/lib/http/route";
import { getMediaFileEndpoint, headMediaFileEndpoint } from "@/lib/endpoints/media";
import { mediaResponse } from "@/lib/http/media-response";

const serve: RouteHandler = async (req, ctx) => {
  let response: Response;
  try {
    const { fileId } = await ctx.params;
    const method = req.method === "HEAD" ? "HEAD" : "GET";
    response = await mediaResponse(typeof fileId === "string" ? fileId : "", method, req.headers);
  } catch (error) {
    response = errorResponse(error, randomUUID(), req);
  }
  return response;
};

export const GET = plainRoute(getMediaFileEndpoint, serve);
export const HEAD = plainRoute(headMediaFileEndpoint, serve);
export const { POST, PUT, PATCH, DELETE } = methods({ GET, HEAD });
