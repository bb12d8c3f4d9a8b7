import { methods, route } from "@/lib/http/route";
import { getCalendarFeedEndpoint } from "@/lib/endpoints/vaccinations";
import { AppError } from "@/lib/problems/error";
import { feedCalendar } from "@/lib/vaccinations/calendar-feed";

// The child's calendar feed at a secret URL, /api/calendar/{token}.ics: no session (calendar
// apps cannot sign in); an unknown or revoked token is 404 (docs/vaccinations.md).

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(getCalendarFeedEndpoint, async ({ params }) => {
    const token = params.token.endsWith(".ics") ? params.token.slice(0, -4) : "";
    const text = token ? await feedCalendar(token) : null;
    if (text === null) throw new AppError("not_found", { detail: "calendar" });
    return new Response(text, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="emlashlar.ics"',
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
      },
    });
  }),
});
