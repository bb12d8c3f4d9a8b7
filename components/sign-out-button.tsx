"use client";

import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { clearOfflineData } from "@/lib/offline/outbox";

export function SignOutButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={async () => {
        // No server-side redirect: next-auth would build it from NEXTAUTH_URL, which the app
        // does not need otherwise. refresh() drops every page rendered for the signed-in user.
        await signOut({ redirect: false });
        // Queued requests, their photos, receipts and form drafts are this user's: none stay on the phone.
        await clearOfflineData().catch(() => undefined);
        for (const key of Object.keys(localStorage)) if (key.startsWith("oila-dala:soil-draft:")) localStorage.removeItem(key);
        router.replace("/login");
        router.refresh();
      }}
      className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
    >
      {label}
    </button>
  );
}
