import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES, isLocale, localeFromAcceptLanguage } from "@/lib/i18n/locale";

describe("LOCALES", () => {
  it("lists the three supported locales with uz as default", () => {
    expect(LOCALES).toEqual(["uz", "ru", "en"]);
    expect(DEFAULT_LOCALE).toBe("uz");
    expect(isLocale("ru")).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("localeFromAcceptLanguage", () => {
  it.each<[string | null | undefined, string]>([
    [null, "uz"],
    [undefined, "uz"],
    ["", "uz"],
    ["   ", "uz"],
    ["uz", "uz"],
    ["ru", "ru"],
    ["en", "en"],
    ["uz-Latn-UZ", "uz"],
    ["uz-Cyrl", "uz"],
    ["ru-RU", "ru"],
    ["en-US", "en"],
    ["EN-gb", "en"],
    ["en_US", "en"],
    ["de-DE", "uz"],
    ["de, fr;q=0.9", "uz"],
    ["*", "uz"],
    // Browser-style headers.
    ["ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7", "ru"],
    ["en-US,en;q=0.9,ru;q=0.8", "en"],
    ["de-DE,de;q=0.9,ru;q=0.8,en;q=0.7", "ru"],
    // q-values decide, not order.
    ["en;q=0.5, ru;q=0.8", "ru"],
    ["en;q=0.5 , uz-UZ ; q=0.9, ru;q=0.8", "uz"],
    ["ru;q=0.3, en", "en"],
    // Equal q: header order.
    ["en;q=0.8, ru;q=0.8", "en"],
    ["ru, en", "ru"],
    // q=0 means not acceptable.
    ["ru;q=0, en;q=0.1", "en"],
    ["ru;q=0", "uz"],
    ["ru;q=0.000, en;q=0.001", "en"],
    // Malformed q drops only that entry.
    ["ru;q=abc, en;q=0.2", "en"],
    ["ru;q=1.5, en;q=0.2", "en"],
    ["ru;q=-1", "uz"],
    ["ru;q=0.1234, en;q=0.1", "en"],
    // Wildcard competes like any other entry.
    ["*;q=0.1, ru;q=0.5", "ru"],
    ["*, ru;q=0.5", "uz"],
    // Other parameters are ignored.
    ["ru;level=1;q=0.9, en;q=0.5", "ru"],
    [",,, ru ,", "ru"],
  ])("%j -> %s", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
