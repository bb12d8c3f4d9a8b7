"use client";

// The sign-in and sign-up forms' report of where they were opened: "standalone" in the installed
// web app (the home-screen icon; iOS says so with navigator.standalone), "browser" in a tab. The
// server renders "unknown" and only this script, once the page is live, says more: a form sent
// by a tap before then stays "unknown", never a guess. The sessions page names the session by it
// (lib/auth/session-client.ts, installedAppFromForm).
import { useSyncExternalStore } from "react";

const STANDALONE = "(display-mode: standalone)";

function subscribe(changed: () => void): () => void {
  const query = window.matchMedia(STANDALONE);
  query.addEventListener("change", changed);
  return () => query.removeEventListener("change", changed);
}

function displayMode(): "standalone" | "browser" {
  const iosHomeScreen = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return window.matchMedia(STANDALONE).matches || iosHomeScreen ? "standalone" : "browser";
}

export function DisplayModeField() {
  const mode = useSyncExternalStore(subscribe, displayMode, () => "unknown");
  return <input type="hidden" name="displayMode" value={mode} />;
}
