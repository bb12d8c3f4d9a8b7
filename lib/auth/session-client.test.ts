// What a session is named by (lib/auth/session-client.ts): real User-Agents of the phones and
// programs that sign in, and properties over any User-Agent: "unknown" only for none at all.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { installedAppFromForm, sameDevice, sessionClient } from "@/lib/auth/session-client";

const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const IOS_HOME_SCREEN = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

describe("sessionClient", () => {
  it.each([
    ["browser", CHROME_ANDROID, { type: "browser", browser: "Chrome", system: "Android", product: null, installed: null }],
    ["browser", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0", { type: "browser", browser: "Edge", system: "Windows", product: null, installed: null }],
    // The web app added to an iPhone's home screen: no browser name in its User-Agent.
    ["browser", IOS_HOME_SCREEN, { type: "browser", browser: null, system: "iOS", product: null, installed: null }],
    ["app", "OilaDala/1.4 (Android 13)", { type: "mobile_app", browser: null, system: "Android", product: "1.4", installed: null }],
    ["app", "OilaDala/2.0.1", { type: "mobile_app", browser: null, system: null, product: "2.0.1", installed: null }],
    ["app", "OilaDala-Outbox/1.4 (iPhone; iOS 17.5)", { type: "outbox", browser: null, system: "iOS", product: "1.4", installed: null }],
    ["app", "okhttp/4.12.0", { type: "program", browser: null, system: null, product: "okhttp/4.12.0", installed: null }],
    ["app", "Dart/3.3 (dart:io)", { type: "program", browser: null, system: null, product: "Dart/3.3", installed: null }],
    ["app", CHROME_ANDROID, { type: "browser", browser: "Chrome", system: "Android", product: null, installed: null }],
    ["app", "", { type: "unknown", browser: null, system: null, product: null, installed: null }],
    ["browser", null, { type: "unknown", browser: null, system: null, product: null, installed: null }],
  ] as const)("%s session, %s", (kind, userAgent, client) => {
    expect(sessionClient(kind, userAgent)).toEqual(client);
  });

  it("calls a session unknown exactly when its User-Agent is empty, and names anything else", () => {
    fc.assert(
      fc.property(fc.constantFrom("browser" as const, "app" as const), fc.string({ maxLength: 256 }), (kind, userAgent) => {
        const client = sessionClient(kind, userAgent);
        if (userAgent.trim() === "") return client.type === "unknown";
        return client.type !== "unknown" && (client.browser !== null || client.system !== null || client.product !== null);
      }),
    );
  });

  it("reads our app's version and system whatever they are", () => {
    const version = fc.stringMatching(/^\d{1,2}\.\d{1,2}(\.\d{1,3})?$/);
    const system = fc.constantFrom(["Android 13", "Android"], ["iPhone; iOS 17", "iOS"], ["HarmonyOS 4", "HarmonyOS 4"]);
    fc.assert(
      fc.property(fc.boolean(), version, system, (outbox, v, [text, name]) => {
        const client = sessionClient("app", `OilaDala${outbox ? "-Outbox" : ""}/${v} (${text})`);
        return client.type === (outbox ? "outbox" : "mobile_app") && client.product === v && client.system === name;
      }),
    );
  });
});

describe("the installed web app", () => {
  it("is told only by a browser sign-in's form, as the form said it", () => {
    expect(sessionClient("browser", CHROME_ANDROID, true)).toEqual({ type: "browser", browser: "Chrome", system: "Android", product: null, installed: true });
    expect(sessionClient("browser", IOS_HOME_SCREEN, false).installed).toBe(false);
    expect(sessionClient("browser", CHROME_ANDROID, null).installed).toBeNull();
    // An app's tokens have no sign-in form: whatever is stored, they are not the installed web app.
    expect(sessionClient("app", CHROME_ANDROID, true).installed).toBeNull();
    expect(sessionClient("app", "OilaDala/1.4 (Android 13)", true).installed).toBeNull();
    expect(sessionClient("browser", "", true).installed).toBeNull();
  });

  it("reads the form's field: standalone and browser are known, anything else (the page's 'unknown') is not", () => {
    expect(installedAppFromForm("standalone")).toBe(true);
    expect(installedAppFromForm("browser")).toBe(false);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant(null), fc.constant("unknown"), fc.constant("Standalone"), fc.constant(" standalone")), (value) => {
        return installedAppFromForm(value) === (value === "standalone" ? true : value === "browser" ? false : null);
      }),
    );
  });

  it("groups with its browser's tabs on the same device", () => {
    expect(sameDevice(sessionClient("browser", CHROME_ANDROID, true), sessionClient("browser", CHROME_ANDROID, false))).toBe(true);
  });
});

describe("sameDevice", () => {
  it("groups this browser's sign-ins, and the app with its own offline sender; never an unknown one", () => {
    const chrome = sessionClient("browser", CHROME_ANDROID);
    expect(sameDevice(chrome, sessionClient("browser", CHROME_ANDROID.replace("156.0", "157.0")))).toBe(true);
    expect(sameDevice(chrome, sessionClient("browser", IOS_HOME_SCREEN))).toBe(false);
    expect(sameDevice(sessionClient("app", "OilaDala/1.4 (Android 13)"), sessionClient("app", "OilaDala-Outbox/1.4 (Android 13)"))).toBe(true);
    expect(sameDevice(chrome, sessionClient("app", "OilaDala/1.4 (Android 13)"))).toBe(false);
    expect(sameDevice(sessionClient("app", null), sessionClient("app", null))).toBe(false);
  });
});
