// The client's address for the per-address limits (docs/security.md, "The client's address").
// Our server (scripts/server.mjs) appends the connection's address to X-Forwarded-For, so the
// last entry is the peer; with TRUST_PROXY=n the peer and the n-1 entries before it are our own
// proxies, and the client is the entry those proxies received from outside. A client can write
// anything into the header it sends, but never past what our own server and proxies append.
import { isIPv6 } from "node:net";
import { env } from "@/lib/env";

/** An IPv6 address as its /64 network: one home or phone gets a whole /64 to pick from. */
function networkOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "").toLowerCase()).join(":")}::/64`;
}

export function clientIp(headers: Headers): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const ip = chain[Math.max(0, chain.length - 1 - env().TRUST_PROXY)] ?? "unknown";
  return networkOf(ip.replace(/^::ffff:(?=\d+\.)/, "")).slice(0, 64);
}
