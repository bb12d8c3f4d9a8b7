"use client";

// Sign-out is a form that posts to /api/auth/signout (method="post", so it works before and
// without JavaScript). With JavaScript the page first empties what this device kept for offline
// use, then posts the form; the server ends the session, drops the cookie and empties the
// browser's HTTP cache of this site (docs/security.md, "A shared phone").
import { useState } from "react";
import { clearOfflineData } from "@/lib/pwa/clear-offline-data";

export function SignOutButton({ label }: { label: string }) {
  const [working, setWorking] = useState(false);
  return (
    <form
      method="post"
      action="/api/auth/signout"
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        setWorking(true);
        // First, so what was kept for offline use goes even if the server cannot be reached.
        await clearOfflineData({ outbox: true });
        form.submit(); // no submit event: this posts the form itself
      }}
    >
      <button
        type="submit"
        disabled={working}
        className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-60"
      >
        {label}
      </button>
    </form>
  );
}
