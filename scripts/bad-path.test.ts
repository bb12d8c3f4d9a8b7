// The bad-address answer of our server (scripts/bad-path.mjs) speaks like the app: the catalogue's
// text for a bad address, the same language choice, the problem shape. Over real HTTP:
// e2e/api/bad-input.spec.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALES, localeFromAcceptLanguage } from "@/lib/i18n/locale";
import { AppError } from "@/lib/problems/error";
import { STATUS_TITLES } from "@/lib/problems/spec";
import { badAddressProblem, hasBadPercentEncoding, localeOf } from "./bad-path.mjs";

describe("hasBadPercentEncoding", () => {
  it.each([
    ["/api/client/children/%C0%AF/summary", true], // an overlong "/": not UTF-8
    ["/children/%E0%A4%A/growth", true], // cut short
    ["/api/soil/photos/%", true],
    ["/api/soil/reports/%ZZ/plan", true],
    ["/children/%D0%91%D0%BE%D0%BB%D0%B0", false], // "Бола"
    ["/api/client/children?name=%C0%AF", false], // the query is Next's to read, and it reads it
    ["/today", false],
  ])("%s: %s", (url, bad) => expect(hasBadPercentEncoding(url)).toBe(bad));

  it("any path encoded with encodeURIComponent decodes; a lone byte above 0x7F never does", () => {
    fc.assert(fc.property(fc.array(fc.string(), { minLength: 1 }), (segments) => !hasBadPercentEncoding(`/${segments.map(encodeURIComponent).join("/")}`)));
    fc.assert(fc.property(fc.integer({ min: 0x80, max: 0xff }), fc.string(), (byte, rest) => hasBadPercentEncoding(`/a/%${byte.toString(16)}/${encodeURIComponent(rest)}`)));
  });
});

describe("badAddressProblem", () => {
  it("is the app's problem for a bad address, in each language", () => {
    for (const locale of LOCALES) {
      const app = new AppError("validation_failed", { detail: "address" });
      expect(badAddressProblem(locale)).toMatchObject({ status: 400, code: "validation_failed", title: STATUS_TITLES[400], detail: app.detailIn(locale) });
    }
  });

  it("picks the language as the app does, for any Accept-Language", () => {
    const tag = fc.constantFrom("uz", "ru", "en", "uz-Latn-UZ", "ru-RU", "en-US", "de", "*", "fr-FR", "");
    const q = fc.option(fc.constantFrom("1", "0", "0.5", "0.900", "1.0", "2", "abc"), { nil: undefined });
    const header = fc.array(fc.tuple(tag, q), { maxLength: 5 }).map((parts) => parts.map(([t, v]) => (v === undefined ? t : `${t};q=${v}`)).join(", "));
    fc.assert(fc.property(header, (value) => localeOf(value) === localeFromAcceptLanguage(value)));
  });
});
