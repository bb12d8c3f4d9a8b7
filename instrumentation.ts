// Runs once when a Next server starts (and in the build's workers): the environment is checked
// here, so a bad variable (PUBLIC_ORIGIN with a path, TRUST_PROXY that is not a count) stops
// the server at start rather than at the first request that reads it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/lib/env");
  env();
}
