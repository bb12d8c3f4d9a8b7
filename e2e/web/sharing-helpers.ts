// What the sharing walks share: a phone of its own per person, in a given language.
import { devices, type Browser, type Page } from "@playwright/test";

/** A phone of its own (cookies, session) in the given language. */
export async function phone(browser: Browser, baseURL: string, tag: string): Promise<Page> {
  const context = await browser.newContext({ ...devices["Pixel 7"], locale: tag, baseURL });
  return context.newPage();
}
