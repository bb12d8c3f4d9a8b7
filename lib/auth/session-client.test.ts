// What a session is named by (lib/auth/session-client.ts): real User-Agents of the phones and
// programs that sign in, and properties over any User-Agent: "unknown" only for none at all.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameDevice, sessionClient } from "@/lib/auth/session-client";

const CHROME_ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const IOS_HOME_SCREEN = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

describe("sessionClient", () => {
  it.each([
    ["browser", CHROME_ANDROID, { type: "browser", browser: "Chrome", system: "Android", product: null }],
    ["browser", "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0", { type: "browser", browser: "Edge", system: "Windows", product: null }],
    // The web app added to an iPhone's home screen: no browser name in its User-Agent.
    ["browser", IOS_HOME_SCREEN, { type: "browser", browser: null, system: "iOS", product: null }],
    ["app", "OilaDala/1.4 (Android 13)", { type: "mobile_app", browser: null, system: "Android", product: "1.4" }],
    ["app", "OilaDala/2.0.1", { type: "mobile_app", browser: null, system: null, product: "2.0.1" }],
    ["app", "OilaDala-Outbox/1.4 (iPhone; iOS 17.5)", { type: "outbox", browser: null, system: "iOS", product: "1.4" }],
    ["app", "okhttp/4.12.0", { type: "program", browser: null, system: null, product: "okhttp/4.12.0" }],
    ["app", "Dart/3.3 (dart:io)", { type: "program", browser: null, system: null, product: "Dart/3.3" }],
    ["app", CHROME_ANDROID, { type: "browser", browser: "Chrome", system: "Android", product: null }],
    ["app", "", { type: "unknown", browser: null, system: null, product: null }],
    ["browser", null, { type: "unknown", browser: null, system: null, product: null }],
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
