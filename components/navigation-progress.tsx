"use client";

// A thin bar at the top of the screen from a tap on a link until the next page is shown.
// Pages have no loading.tsx: a streamed placeholder would delay the first full paint of every
// page by at least 300 ms (React reveals streamed content no sooner after the first paint;
// docs/performance.md). Without it a tap on a slow connection would show nothing until the
// next page arrives; this bar is that feedback, for every link, at the cost of one listener.
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

/** A stuck bar (a link whose navigation was cancelled) goes away after this long. */
const GIVE_UP_MS = 15_000;

export function NavigationProgress({ label }: { label: string }) {
  const here = `${usePathname()}?${useSearchParams()}`;
  // The location the tap was made on: the bar shows while the app is still there.
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return;
      setLeaving(`${location.pathname}?${new URLSearchParams(location.search)}`);
      clearTimeout(giveUp);
      giveUp = setTimeout(() => setLeaving(null), GIVE_UP_MS);
    }
    // Capture: next/link cancels the click's default action and handles it before it bubbles.
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      clearTimeout(giveUp);
    };
  }, []);

  if (leaving !== here) return null;
  return (
    <div role="progressbar" aria-label={label} className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-full animate-pulse bg-brand-600 motion-reduce:animate-none" />
    </div>
  );
}
