// Types for scripts/free-port.mjs (imported by its tests).
export type Env = Record<string, string | undefined>;
export declare const DEFAULT_BASE: number;
export declare const STANDIN_OFFSET: number;
export declare function isPortFree(port: number): Promise<boolean>;
export declare function portsFor(base: number, env?: Env): number[];
export declare function pickE2ePort(
  env?: Env,
  options?: { attempts?: number; from?: number },
): Promise<{ port?: number; note?: string; error?: string }>;
