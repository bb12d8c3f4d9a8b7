// Imported first by scalar-reference.tsx (browser only), so it runs before the renderer's
// modules. The renderer validates with zod, which probes for eval (`Function("")`) to compile
// faster parsers; under our CSP (no 'unsafe-eval') the probe is reported as a violation.
// Jitless mode skips it; parsing gives the same results, only without the JIT.
import { z } from "zod";

z.config({ jitless: true });
