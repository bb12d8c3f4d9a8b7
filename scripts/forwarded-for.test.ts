import { describe, expect, it } from "vitest";
import { appendForwardedFor, peerAddress } from "./forwarded-for.mjs";

describe("appendForwardedFor", () => {
  it("is the connection's address when the client sent no header", () => {
    expect(appendForwardedFor(undefined, "203.0.113.7")).toBe("203.0.113.7");
  });

  it("keeps what the client sent and appends the connection's address last", () => {
    expect(appendForwardedFor("1.1.1.1, 2.2.2.2", "203.0.113.7")).toBe("1.1.1.1, 2.2.2.2, 203.0.113.7");
  });

  it("joins repeated headers, as Node hands them over", () => {
    expect(appendForwardedFor(["1.1.1.1", "2.2.2.2"], "::1")).toBe("1.1.1.1, 2.2.2.2, ::1");
  });

  it("drops empty entries", () => {
    expect(appendForwardedFor(" , ,", "203.0.113.7")).toBe("203.0.113.7");
  });
});

describe("peerAddress", () => {
  it("writes IPv4-mapped IPv6 as IPv4", () => {
    expect(peerAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(peerAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(peerAddress(undefined)).toBe("unknown");
  });
});
