// The addresses of a calendar feed token: https for download, webcal for "subscribe" on phones.
import { z } from "zod";

export const calendarFeedSchema = z
  .object({
    token: z.string().describe("The secret token (43 characters). Shown only once: only its hash is stored."),
    url: z.string().describe("The feed's https (or http) URL: /api/calendar/{token}.ics on this server."),
    webcalUrl: z.string().describe("The same URL with the webcal:// scheme, which phone calendars open as a subscription."),
  })
  .describe("A new calendar feed address for the child; any earlier address stops working.");

export function feedLinks(token: string, origin: string): z.output<typeof calendarFeedSchema> {
  const url = `${origin}/api/calendar/${token}.ics`;
  return { token, url, webcalUrl: url.replace(/^https?:\/\//, "webcal://") };
}
