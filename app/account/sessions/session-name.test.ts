// Every kind of session gets a name in each language; "unknown" only for an empty User-Agent.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sessionClient } from "@/lib/auth/session-client";
import { MESSAGES } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locale";
import { sessionName } from "./session-name";

const name = (kind: "browser" | "app", userAgent: string | null, current = false, locale: (typeof LOCALES)[number] = "en", installed: boolean | null = null) =>
  sessionName({ client: sessionClient(kind, userAgent, installed), current }, MESSAGES[locale]);

const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36";

describe("sessionName", () => {
  it.each([
    ["browser", "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36", true, "This browser (Chrome) · Android"],
    ["browser", "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36", false, "Chrome · Android"],
    ["app", "OilaDala/1.4 (Android 13)", false, "The Oila va Dala app 1.4 · Android"],
    ["app", "OilaDala-Outbox/1.4 (Android 13)", false, "The app's offline sender (sends saved requests once there is internet) · Android"],
    ["app", "okhttp/4.12.0", false, "Another program: okhttp/4.12.0"],
    ["app", null, false, "Unknown device"],
  ] as const)("%s %s (current: %s): %s", (kind, ua, current, expected) => {
    expect(name(kind, ua, current)).toBe(expected);
  });

  it("in Russian, the issue's sessions are no longer an unknown device", () => {
    expect(name("app", "OilaDala/1.4 (Android 13)", false, "ru")).toBe("Приложение Oila va Dala 1.4 · Android");
    expect(name("browser", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", false, "ru")).toBe("Браузер · iOS");
  });

  it("names a sign-in from the installed web app as the installed app, current or not, and a tab or an unsaid one as the browser", () => {
    expect(name("browser", CHROME_ANDROID, true, "uz", true)).toBe("Oila va Dala ilovasi (o'rnatilgan) · Android");
    expect(name("browser", CHROME_ANDROID, false, "ru", true)).toBe("Приложение Oila va Dala (установленное) · Android");
    expect(name("browser", CHROME_ANDROID, false, "en", true)).toBe("The Oila va Dala app (installed) · Android");
    expect(name("browser", CHROME_ANDROID, true, "uz", false)).toBe("Shu brauzer (Chrome) · Android");
    expect(name("browser", CHROME_ANDROID, false, "uz", null)).toBe("Chrome · Android");
    // It is never taken for the mobile app: the names differ in every language.
    for (const locale of LOCALES) expect(name("browser", CHROME_ANDROID, false, locale, true)).not.toBe(name("app", "OilaDala/1.4 (Android 14)", false, locale));
  });

  it("shows a User-Agent's '$&' or '$1' as sent, not as a replacement pattern", () => {
    expect(name("app", "$& ")).toBe("Another program: $&");
    expect(name("app", "x$'y")).toBe("Another program: x$'y");
  });

  it("names any non-empty User-Agent in every language without the unknown text or a placeholder left", () => {
    fc.assert(
      fc.property(fc.constantFrom("browser" as const, "app" as const), fc.string({ minLength: 1, maxLength: 120 }).filter((s) => s.trim() !== ""), fc.boolean(), fc.constantFrom(...LOCALES), (kind, ua, current, locale) => {
        const text = name(kind, ua, current, locale);
        // A brace in the name is only one the User-Agent itself sent, never a template's.
        const placeholdersLeft = [...text.matchAll(/\{\w+\}/g)].filter((match) => !ua.includes(match[0]));
        return text !== MESSAGES[locale].unknownDevice && placeholdersLeft.length === 0 && text.length > 0;
      }),
    );
  });
});
