import { describe, expect, it } from "vitest";
import { deviceLabel } from "@/lib/auth/device-label";

describe("deviceLabel", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36", "Chrome, Android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1", "Safari, iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0", "Edge, Windows"],
    ["Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 YaBrowser/24.1 Mobile Safari/537.36", "Yandex Browser, Android"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Firefox, Linux"],
    ["okhttp/4.12.0", null],
    ["", null],
  ])("%s -> %s", (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
