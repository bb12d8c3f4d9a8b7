// The app's one link: next/link without prefetching. Every signed-in page is rendered per
// request and has no loading.tsx, so a prefetch fetches only the route's shell, never the page:
// two requests per link in view (18 on /today), and their work on the phone's main thread
// right after the page loads (about 300 ms of Lighthouse's blocking time, docs/performance.md),
// for no faster navigation, since the page itself is fetched at the tap either way.
// eslint-disable-next-line no-restricted-imports -- the one place next/link is imported
import NextLink from "next/link";
import type { ComponentProps } from "react";

export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
