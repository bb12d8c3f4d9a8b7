import { afterEach, describe, expect, it } from "vitest";
import { env, publicOrigin, resetEnvCache } from "@/lib/env";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function withEnv(vars: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, 0],
    ["", 0],
    ["off", 0],
    ["false", 0],
    ["0", 0],
    ["on", 1],
    ["true", 1],
    ["1", 1],
    ["2", 2],
  ])("%j means %d trusted proxies", (value, count) => {
    withEnv({ TRUST_PROXY: value });
    expect(env().TRUST_PROXY).toBe(count);
  });

  it.each(["yes", "-1", "1.5", "11"])("refuses %j", (value) => {
    withEnv({ TRUST_PROXY: value });
    expect(() => env()).toThrow(/TRUST_PROXY/);
  });
});

describe("PUBLIC_ORIGIN", () => {
  it("defaults to localhost on the configured port", () => {
    withEnv({ PUBLIC_ORIGIN: undefined, PORT: "3456" });
    expect(publicOrigin()).toBe("http://localhost:3456");
  });

  it("keeps an origin, dropping a trailing slash", () => {
    withEnv({ PUBLIC_ORIGIN: "https://oiladala.uz/" });
    expect(publicOrigin()).toBe("https://oiladala.uz");
  });

  it.each(["https://oiladala.uz/app", "ftp://oiladala.uz", "oiladala.uz", "https://oiladala.uz/?x=1"])("refuses %j", (value) => {
    withEnv({ PUBLIC_ORIGIN: value });
    expect(() => env()).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe("SHUTDOWN_GRACE_MS", () => {
  it("defaults to 45 s, longer than the model's default timeout", () => {
    withEnv({ SHUTDOWN_GRACE_MS: undefined, SOIL_AI_TIMEOUT_MS: undefined });
    expect(env().SHUTDOWN_GRACE_MS).toBe(45_000);
    expect(env().SHUTDOWN_GRACE_MS).toBeGreaterThan(env().SOIL_AI_TIMEOUT_MS);
  });

  it.each(["0", "-5", "ten", "1.5"])("refuses %j", (value) => {
    withEnv({ SHUTDOWN_GRACE_MS: value });
    expect(() => env()).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
