// What our server does to X-Forwarded-For before Next sees it (docs/security.md, "The client's
// address"). `next start` sets the header to the connection's address only when the request has
// none (next/dist/server/base-server.js: `req.headers['x-forwarded-for'] ??= socket.remoteAddress`),
// so a client that sends its own header replaces its address with any text it likes, and the app
// cannot see the connection's address at all. Our server therefore always appends the address
// of the connection, as a proxy does (nginx's $proxy_add_x_forwarded_for): the last entry is
// then the one thing the client cannot choose, and with TRUST_PROXY=n the app reads the entry
// n places before it, the one the outermost trusted proxy appended (lib/http/client-ip.ts).

/** The connection's address as text: IPv4-mapped IPv6 ("::ffff:1.2.3.4") written as IPv4. */
export function peerAddress(remoteAddress) {
  const address = remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** The X-Forwarded-For value to hand to Next: what came in (one or more headers), then the peer. */
export function appendForwardedFor(incoming, remoteAddress) {
  const parts = (Array.isArray(incoming) ? incoming.join(",") : (incoming ?? ""))
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return [...parts, peerAddress(remoteAddress)].join(", ");
}
