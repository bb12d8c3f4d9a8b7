"use client";
// Loaded in the browser only: the renderer mounts itself after load anyway, and keeping it out
// of server rendering keeps its Vue runtime (and zod-jitless.ts) out of the server process.
import dynamic from "next/dynamic";

export const ApiReference = dynamic(() => import("./scalar-reference"), {
  ssr: false,
  loading: () => <p className="p-6 text-stone-600">Loading the API reference…</p>,
});
