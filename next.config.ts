import type { NextConfig } from "next";

const isProduction = process.env.NODE_ENV === "production";

// Headers for every response; pages also get a nonce-based CSP from proxy.ts.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  // The soil form uses the camera (file input) and location; nothing else is needed.
  { key: "Permissions-Policy", value: "camera=(self), geolocation=(self), microphone=(), payment=(), usb=()" },
  ...(isProduction ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` (scripts/test.sh) generates the route types (`next typegen`) and runs
  // `tsc --noEmit` over the same tsconfig before it builds, so it sets TYPES_CHECKED=1 and the
  // build skips checking them again (a minute or two on a 2-core machine). Any other build, a
  // production one above all, checks the types itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  // Native and wasm packages stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "pg", "pino"],
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // A calendar feed's URL is its secret: never send it on as a referrer. Next applies these
      // rules after the route's own headers and the later rule wins, so the feed's policy is
      // set here (e2e/web/security-headers.spec.ts checks the production server's answer).
      { source: "/api/calendar/:path*", headers: [{ key: "Referrer-Policy", value: "no-referrer" }] },
    ];
  },
};

export default nextConfig;
