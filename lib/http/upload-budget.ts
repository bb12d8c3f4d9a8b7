// Memory discipline for analysis uploads. A request body is read into one buffer sized from
// Content-Length (no list of chunks plus a joined copy), and the memory-heavy phase of a
// request — reading the body, decoding and downscaling its photos — runs under a process-wide
// budget of body bytes. Bodies waiting for the budget stay in the kernel's socket buffers, so
// eight parallel analyses with large photos cost roughly the budget, not eight bodies at once.
import { readBodyBytes } from "@/lib/http/body";
import { AppError } from "@/lib/problems/error";

/**
 * Declared body bytes in their heavy phase at once, across the process: two requests with two
 * phone photos each. A request larger than the budget runs alone. Measured with `next start`,
 * eight parallel analyses with two 4000x3000 JPEGs each peak at ~320 MB resident with
 * MALLOC_ARENA_MAX=2 and ~400-450 MB without it (docs/decisions/003-soil-api.md).
 */
export const UPLOAD_BUDGET_BYTES = 24 * 1024 * 1024;
/** How long a request may wait for the budget before a 503 (the client retries later). */
export const UPLOAD_WAIT_MS = 60_000;

let inUse = 0;
const queue: { weight: number; grant: () => void }[] = [];

function admit(): void {
  // First come, first served; the head always runs when nothing else does (no starvation).
  while (queue.length && (inUse === 0 || inUse + queue[0].weight <= UPLOAD_BUDGET_BYTES)) {
    const next = queue.shift()!;
    inUse += next.weight;
    next.grant();
  }
}

/** Runs `work` once `weight` bytes of the budget are free; 503 after UPLOAD_WAIT_MS of waiting. */
export async function withUploadBudget<T>(weight: number, work: () => Promise<T>, waitMs = UPLOAD_WAIT_MS): Promise<T> {
  const share = Math.min(Math.max(1, weight), UPLOAD_BUDGET_BYTES);
  await new Promise<void>((resolve, reject) => {
    const entry = { weight: share, grant: () => (clearTimeout(timer), resolve()) };
    const timer = setTimeout(() => {
      queue.splice(queue.indexOf(entry), 1);
      reject(new AppError("analysis_unavailable", { retryAfterSeconds: 10 }));
    }, waitMs);
    queue.push(entry);
    admit();
  });
  try {
    return await work();
  } finally {
    inUse -= share;
    admit();
  }
}

/** The body's declared length, or null when absent or not a number. */
export function declaredLength(req: Request): number | null {
  const value = Number(req.headers.get("content-length") ?? NaN);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** Reads the body into one buffer of its declared length (413 past `limit`). */
export async function readBodyExact(req: Request, limit: number): Promise<Uint8Array> {
  const declared = declaredLength(req);
  if (declared === null || declared > limit || !req.body) return readBodyBytes(req, limit);
  const out = new Uint8Array(declared);
  let offset = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (offset + value.byteLength > declared) {
      // Longer than declared: HTTP servers prevent it, but never write past the buffer.
      await reader.cancel().catch(() => undefined);
      throw new AppError("payload_too_large", { detail: "longer_than_declared" });
    }
    out.set(value, offset);
    offset += value.byteLength;
  }
  return offset === declared ? out : out.subarray(0, offset);
}
