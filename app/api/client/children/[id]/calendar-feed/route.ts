import { json, methods, noContent, route } from "@/lib/http/route";
import { revokeCalendarFeedEndpoint, rotateCalendarFeedEndpoint } from "@/lib/endpoints/vaccinations";
import { publicOrigin } from "@/lib/env";
import { revokeFeed, rotateFeed } from "@/lib/vaccinations/calendar-feed";
import { feedLinks } from "@/lib/vaccinations/feed-links";

// The child's secret calendar feed: POST makes a new URL (the old one stops working), DELETE
// revokes it. The token is shown only in this answer (docs/vaccinations.md). The URL is built on
// the configured public origin, never on the request's Host.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(rotateCalendarFeedEndpoint, async ({ access, params, body }) =>
    json(feedLinks(await rotateFeed(access, params.id, body.nameStyle), publicOrigin(), body.nameStyle), { status: 201 }),
  ),
  DELETE: route(revokeCalendarFeedEndpoint, async ({ access, params }) => {
    await revokeFeed(access, params.id);
    return noContent();
  }),
});
