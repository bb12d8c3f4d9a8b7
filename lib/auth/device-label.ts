// A short, readable name for the device a session signed in from ("Chrome, Android"), from its
// User-Agent, so a parent can tell their own phone from a stranger's on the sessions page. Only
// the common browsers and systems are named; anything else shows as unknown rather than a guess.

const BROWSERS: Array<[RegExp, string]> = [
  [/YaBrowser\//, "Yandex Browser"],
  [/Edg(A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** The browser's name ("Chrome"), or null when it is none of the common ones. */
export const browserOf = (userAgent: string): string | null => BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** The system's name ("Android"), or null when it is none of the common ones. */
export const systemOf = (userAgent: string): string | null => SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** "Chrome, Android"; "Android" or "Chrome" when only one is known; null when neither is. */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  return [browserOf(userAgent), systemOf(userAgent)].filter(Boolean).join(", ") || null;
}
