// The addresses of a calendar feed token: https for download, webcal for "subscribe" on phones.
// The origin is always the configured public one (publicOrigin(), lib/env.ts), never a request's
// Host or X-Forwarded-Host, which a client can set to anything.
import { z } from "zod";
import { nameStyleSchema, type NameStyle } from "@/lib/vaccinations/feed-privacy";

export const calendarFeedSchema = z
  .object({
    token: z.string().describe("The secret token (43 characters). Shown only once: only its hash is stored."),
    url: z.string().describe("The feed's https (or http) URL: /api/calendar/{token}.ics on this server."),
    webcalUrl: z.string().describe("The same URL with the webcal:// scheme, which phone calendars open as a subscription."),
    nameStyle: nameStyleSchema,
  })
  .describe("A new calendar feed address for the child; any earlier address stops working.");

// Strict, unlike most bodies: every field is optional, so a body of unknown fields would
// otherwise pass for a valid request and make a new address (as with the milestone answer).
export const rotateFeedSchema = z
  .object({ nameStyle: nameStyleSchema.optional().describe("How the feed names the child; default first_name.") })
  .strict()
  .optional()
  .transform((body) => ({ nameStyle: body?.nameStyle ?? ("first_name" as NameStyle) }))
  .describe("Optional: how the new feed names the child. Other fields are refused (400).");

export function feedLinks(token: string, origin: string, nameStyle: NameStyle): z.output<typeof calendarFeedSchema> {
  const url = `${origin}/api/calendar/${token}.ics`;
  return { token, url, webcalUrl: url.replace(/^https?:\/\//, "webcal://"), nameStyle };
}
