"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { clearOfflineData } from "@/lib/pwa/clear-offline-data";

export function SignOutButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={async () => {
        // First, so what was kept for offline use goes even if the server cannot be reached.
        await clearOfflineData({ outbox: true });
        // No server-side redirect: next-auth would build it from NEXTAUTH_URL, which the app
        // does not need otherwise. refresh() drops every page rendered for the signed-in user.
        await signOut({ redirect: false });
        router.replace("/login");
        router.refresh();
      }}
      className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
    >
      {label}
    </button>
  );
}
