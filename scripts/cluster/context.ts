// What every check of the cluster test gets: the two app servers, nginx in front, the Gemini
// stand-in, and a database connection to look at what the servers wrote.
import type pg from "pg";
import type { GeminiStandin } from "../bench/gemini-standin";
import type { AppServer } from "./servers";
import type { Nginx } from "./nginx";

export interface Cluster {
  servers: AppServer[];
  nginx: Nginx;
  standin: GeminiStandin;
  db: pg.Client;
  /** The database's name (pg_stat_activity). */
  database: string;
  /** Starts app server i again (same port, same environment) after it was killed or stopped. */
  restart(i: number): Promise<AppServer>;
  /** The settings the servers run with (the limits the checks count against). */
  settings: typeof SETTINGS;
}

/** The servers' limits, small so the checks reach them quickly. */
export const SETTINGS = {
  RATE_LIMIT_LOGIN_PER_15MIN: 3,
  RATE_LIMIT_REGISTER_PER_HOUR: 3,
  SOIL_DAILY_QUOTA: 4,
  DATABASE_POOL_SIZE: 3,
  SOIL_AI_TIMEOUT_MS: 10_000,
  SHUTDOWN_GRACE_MS: 20_000,
} as const;

/** The app servers' environment: production, one database, nginx's count in TRUST_PROXY. */
export function appEnv(databaseUrl: string, publicPort: number, modelUrl: string, settings: Record<string, number> = SETTINGS): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: "cluster-secret-cluster-secret-cluster-0123",
    PUBLIC_ORIGIN: `http://127.0.0.1:${publicPort}`,
    TRUST_PROXY: "1",
    GOOGLE_GENERATIVE_AI_API_KEY: "cluster-standin-key",
    GOOGLE_GENERATIVE_AI_BASE_URL: modelUrl,
    SOIL_AI_MODEL: "gemini-2.5-flash",
    LOG_LEVEL: "warn",
    MALLOC_ARENA_MAX: "2",
    ...Object.fromEntries(Object.entries(settings).map(([key, value]) => [key, String(value)])),
  };
  delete env.PORT;
  return env;
}
