"use server";

// Sign-in and sign-up for the browser, as server actions: the forms post here with method="post"
// and work before (or without) any JavaScript, so a tap before the page is ready can never put
// the password in a URL (docs/security.md, "Forms"). Next checks that a server action's Origin is
// the app's own. The rules are the API's: the same schemas, the same throttle and limits.
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { signInBrowser, startBrowserSession, type BrowserRequest } from "@/lib/auth/browser";
import { deviceCookieName, type CookieSpec } from "@/lib/auth/cookies";
import { installedAppFromForm } from "@/lib/auth/session-client";
import { registerSchema, tokenRequestSchema } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/auth/users";
import { clientIp } from "@/lib/http/client-ip";
import { fieldMessages, topField } from "@/lib/http/field-messages";
import { fill } from "@/lib/i18n/bundle";
import { ACCOUNT_FIELD_MESSAGES, type Messages } from "@/lib/i18n/messages";
import { getMessages } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locale";
import { isProblem, type AppError } from "@/lib/problems/error";
import { consumeRegistration } from "@/lib/rate-limit";
import type { FormState } from "@/components/ui/form-state";
import { safeParseInput } from "@/lib/http/text-input";
import { nextPath } from "./next-path";

async function browserRequest(formData: FormData): Promise<BrowserRequest> {
  const [headerList, cookieJar] = await Promise.all([headers(), cookies()]);
  return {
    ip: clientIp(headerList),
    userAgent: headerList.get("user-agent"),
    deviceCookie: cookieJar.get(deviceCookieName())?.value,
    installedApp: installedAppFromForm(formData.get("displayMode")),
  };
}

async function setCookies(list: CookieSpec[]): Promise<void> {
  const jar = await cookies();
  for (const cookie of list) jar.set(cookie.name, cookie.value, cookie.options);
}

/** The form's text for a throttled try: how long to wait, in minutes or seconds, then what else to do. */
function waitMessage(t: Messages, locale: Locale, error: AppError): string {
  const wait = error.retryAfterSeconds ?? 60;
  const when = wait >= 90 ? fill(t.tryAgainInMinutes, { n: Math.ceil(wait / 60) }) : fill(t.tryAgainInSeconds, { n: wait });
  return error.variant ? `${when} ${error.detailIn(locale)}` : when;
}

export async function signIn(_previous: FormState, formData: FormData): Promise<FormState> {
  const { t, locale } = await getMessages();
  const values = { email: String(formData.get("email") ?? "") };
  const parsed = safeParseInput(tokenRequestSchema, { email: values.email, password: String(formData.get("password") ?? "") });
  if (!parsed.success) return { values, errors: {}, message: t.wrongCredentials };
  try {
    const cookieList = await signInBrowser(parsed.data.email, parsed.data.password, await browserRequest(formData));
    if (!cookieList) return { values, errors: {}, message: t.wrongCredentials };
    await setCookies(cookieList);
  } catch (error) {
    if (isProblem(error, "rate_limited")) return { values, errors: {}, message: waitMessage(t, locale, error) };
    throw error;
  }
  redirect(nextPath(formData.get("next")));
}

export async function signUp(_previous: FormState, formData: FormData): Promise<FormState> {
  const { t, locale } = await getMessages();
  const values = { email: String(formData.get("email") ?? ""), name: String(formData.get("name") ?? "") };
  const parsed = safeParseInput(registerSchema, { ...values, password: String(formData.get("password") ?? "") });
  const errors = parsed.success
    ? {}
    : fieldMessages(parsed.error.issues, topField, (field) => t[ACCOUNT_FIELD_MESSAGES[field] ?? "somethingWrong"]);
  if (formData.get("acceptPrivacy") !== "on") errors.acceptPrivacy = t.errAcceptPrivacy;
  if (!parsed.success || Object.keys(errors).length > 0) return { values, errors, message: t.fixFields };
  const request = await browserRequest(formData);
  try {
    await consumeRegistration(parsed.data.email, request.ip);
    const user = await registerUser(parsed.data);
    await setCookies(await startBrowserSession(user, request));
  } catch (error) {
    if (isProblem(error, "email_taken")) return { values, errors: { email: t.emailTaken }, message: t.fixFields };
    if (isProblem(error, "rate_limited")) return { values, errors: {}, message: waitMessage(t, locale, error) };
    throw error;
  }
  redirect(nextPath(formData.get("next")));
}
