// Types for scripts/forwarded-for.mjs (imported by its tests).
export declare function peerAddress(remoteAddress: string | undefined): string;
export declare function appendForwardedFor(incoming: string | string[] | undefined, remoteAddress: string | undefined): string;
