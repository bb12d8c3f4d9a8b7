// Types for scripts/ensure-browser.mjs (imported by playwright.config.ts and its tests).
export type Env = Record<string, string | undefined>;
export declare const SYSTEM_NAMES: string[];
export declare const NO_BROWSER_MESSAGE: string;
export declare function findSystemChromium(env?: Env): string | null;
export declare function canLaunch(executablePath: string | undefined): Promise<boolean>;
export declare function ensureBrowser(env?: Env): Promise<{ executablePath?: string; error?: string }>;
