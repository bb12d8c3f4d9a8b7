"use client";

import { signOut } from "next-auth/react";

export function SignOutButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => signOut({ callbackUrl: "/login" })}
      className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
    >
      {label}
    </button>
  );
}
