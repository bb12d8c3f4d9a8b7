import { z } from "zod";
import { methods, route } from "@/lib/http/route";
import { notFound } from "@/lib/http/problem";
import { feedCalendar } from "@/lib/vaccinations/calendar-feed";

// The child's calendar feed at a secret URL, /api/calendar/{token}.ics: no session (calendar
// apps cannot sign in); an unknown or revoked token is 404 (docs/vaccinations.md).
const paramsSchema = z.object({ token: z.string() });

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route({ params: paramsSchema }, async ({ params }) => {
    const token = params.token.endsWith(".ics") ? params.token.slice(0, -4) : "";
    const text = token ? await feedCalendar(token) : null;
    if (text === null) throw notFound("The calendar does not exist or was revoked.");
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
