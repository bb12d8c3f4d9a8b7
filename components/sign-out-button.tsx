"use client";

import { signOut } from "next-auth/react";

export function SignOutButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={async () => {
        // No server-side redirect: next-auth would build it from NEXTAUTH_URL, which the app
        // does not need otherwise.
        await signOut({ redirect: false });
        window.location.assign("/login");
      }}
      className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
    >
      {label}
    </button>
  );
}
