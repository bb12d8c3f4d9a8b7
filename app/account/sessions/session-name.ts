// The name a session is shown by on the sessions page: "This browser" for the one in use, a
// browser by its name and system, the installed web app as the app it looks like, the mobile app and its offline sender by what they are, and
// "unknown" only when the sign-in told us nothing (lib/auth/session-client.ts).
import type { SessionInfo } from "@/lib/auth/sessions";
import { fill } from "@/lib/i18n/bundle";
import type { Messages } from "@/lib/i18n/messages";

export function sessionName(session: Pick<SessionInfo, "client" | "current">, t: Messages): string {
  const { type, browser, system, product } = session.client;
  const withSystem = (name: string) => (system ? `${name} · ${system}` : name);
  const versioned = (name: string) => (product ? fill(t.sessionVersion, { name, version: product }) : name);
  switch (type) {
    case "browser":
      // The web app opened from its home-screen icon: what the parent tapped, not a browser tab.
      if (session.client.installed) return withSystem(t.sessionInstalledApp);
      if (session.current) return withSystem(browser ? `${t.sessionThisBrowser} (${browser})` : t.sessionThisBrowser);
      return withSystem(browser ?? t.sessionSomeBrowser);
    case "mobile_app":
      return withSystem(versioned(t.sessionMobileApp));
    case "outbox":
      return withSystem(t.sessionOutbox);
    case "program":
      return withSystem(fill(t.sessionProgram, { name: product ?? "?" }));
    default:
      return t.unknownDevice;
  }
}
