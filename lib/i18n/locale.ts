// Supported UI/API languages and Accept-Language negotiation (docs/api-guide.md section 7,
// "Children": `uz` is the default, `ru` and `en` are the alternatives).

export type Locale = "uz" | "ru" | "en";

export const LOCALES: readonly Locale[] = ["uz", "ru", "en"];

export const DEFAULT_LOCALE: Locale = "uz";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// q is 0..1 with at most three decimals (RFC 9110 section 12.4.2).
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Picks the best supported locale from an Accept-Language header.
 * Region/script subtags are ignored ("uz-Latn-UZ" -> uz, "ru-RU" -> ru, "en-US" -> en).
 * Highest q wins; equal q keeps header order. q=0 means "not acceptable". A malformed q
 * drops that entry rather than the whole header. "*" or nothing usable -> uz.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: Locale | null = null;
  let bestQ = 0;
  for (const part of header.split(",")) {
    const [rawTag, ...params] = part.split(";");
    const tag = rawTag.trim().toLowerCase();
    if (!tag) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [name, value = ""] = param.split("=").map((s) => s.trim());
      if (name.toLowerCase() !== "q") continue;
      if (!QVALUE.test(value)) valid = false;
      else q = Number(value);
    }
    if (!valid || q <= 0) continue;
    // "*" accepts anything, so the default is as good as any.
    const base = tag === "*" ? DEFAULT_LOCALE : tag.split(/[-_]/)[0];
    if (!isLocale(base)) continue;
    // Strictly greater: an earlier entry with the same q keeps priority.
    if (q > bestQ) {
      best = base;
      bestQ = q;
    }
  }
  return best ?? DEFAULT_LOCALE;
}
