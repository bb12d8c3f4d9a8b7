import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { clientIp } from "@/lib/http/client-ip";

const saved = process.env.TRUST_PROXY;
afterEach(() => {
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
  resetEnvCache();
});

function ipWith(trustProxy: string, forwarded: string | null) {
  process.env.TRUST_PROXY = trustProxy;
  resetEnvCache();
  return clientIp(new Headers(forwarded === null ? {} : { "x-forwarded-for": forwarded }));
}

describe("clientIp", () => {
  // Our server appended the connection's address (203.0.113.9) last; the rest came with the request.
  it("without a proxy, is the connection's address whatever the client sent before it", () => {
    expect(ipWith("0", "203.0.113.9")).toBe("203.0.113.9");
    expect(ipWith("0", "1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(ipWith("0", "5.6.7.8, 1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("behind one proxy, is the address that proxy appended, not what the client wrote before it", () => {
    // client 198.51.100.4 sent "1.2.3.4"; nginx appended 198.51.100.4; our server appended nginx (10.0.0.2).
    expect(ipWith("1", "1.2.3.4, 198.51.100.4, 10.0.0.2")).toBe("198.51.100.4");
    expect(ipWith("1", "198.51.100.4, 10.0.0.2")).toBe("198.51.100.4");
  });

  it("behind two proxies, reads one step further", () => {
    expect(ipWith("2", "1.2.3.4, 198.51.100.4, 10.0.0.1, 10.0.0.2")).toBe("198.51.100.4");
  });

  it("takes the farthest entry when the chain is shorter than the proxies configured", () => {
    expect(ipWith("3", "198.51.100.4, 10.0.0.2")).toBe("198.51.100.4");
  });

  it("counts an IPv6 client by its /64 network, and IPv4-mapped addresses as IPv4", () => {
    expect(ipWith("0", "2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(ipWith("0", "2001:db8:aa:bb::99")).toBe("2001:db8:aa:bb::/64");
    expect(ipWith("0", "2001:0db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipWith("0", "::ffff:192.0.2.1")).toBe("192.0.2.1");
  });

  it("is 'unknown' without any header (never reached through our server)", () => {
    expect(ipWith("0", null)).toBe("unknown");
  });
});
