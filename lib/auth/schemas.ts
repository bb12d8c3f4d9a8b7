import { z } from "zod";

// Emails compare case-insensitively: stored trimmed and lower-cased.
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "Enter a valid email address." }))
  .describe("Email address; compared case-insensitively.");

// bcrypt-style limits do not apply to argon2, but a cap stops hashing megabytes on purpose.
export const passwordSchema = z
  .string()
  .min(8, "The password must be at least 8 characters.")
  .max(128, "The password must be at most 128 characters.")
  .describe("At least 8 characters.");

export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1, "Enter your name.").max(100).describe("Display name."),
});

export const tokenRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(128),
  refreshToken: z
    .string()
    .min(20)
    .max(200)
    .optional()
    .describe(
      "Optional: any refresh token this app was given for the same account before, even a used or expired one. It marks the device " +
        "as one that signed in before, so failed sign-ins from elsewhere do not slow it down.",
    ),
});

export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(20).max(200).describe("The refresh token from /api/auth/token or /api/auth/refresh."),
});

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal("Bearer"),
  expiresIn: z.number().int().describe("Lifetime of the access token in seconds."),
});

export const userSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() });

export type RegisterInput = z.infer<typeof registerSchema>;
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const logoutRequestSchema = z.object({
  refreshToken: z.string().min(1).max(200).describe("The refresh token to revoke, with every token rotated from the same sign-in."),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
});

export const sessionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["browser", "app"]).describe("browser: signed in on the web (cookie); app: the mobile app (tokens)."),
  device: z.string().nullable().describe('A short name of the device from its User-Agent, e.g. "Chrome, Android"; null when unknown.'),
  userAgent: z.string().nullable().describe("The User-Agent the session signed in with (at most 256 characters)."),
  createdAt: z.iso.datetime().describe("When the session signed in."),
  lastSeenAt: z.iso.datetime().describe("When it was last used (updated at most every 5 minutes)."),
  current: z.boolean().describe("true for the session this request belongs to."),
  client: z
    .object({
      type: z
        .enum(["browser", "mobile_app", "outbox", "program", "unknown"])
        .describe(
          "What signed in: a web browser; the Oila va Dala mobile app (User-Agent `OilaDala/<version> (<system>)`); the app's offline " +
            "sender (`OilaDala-Outbox/<version> (<system>)`); another program (its User-Agent's first product, e.g. okhttp/4.12); " +
            "unknown only when the sign-in sent no User-Agent.",
        ),
      browser: z.string().nullable().describe('The browser\'s name, e.g. "Chrome"; null when not a browser or not recognised.'),
      system: z.string().nullable().describe('The operating system, e.g. "Android"; null when not known.'),
      product: z.string().nullable().describe('The app\'s version ("1.4") or the program\'s name ("okhttp/4.12.0"); null otherwise.'),
      installed: z
        .boolean()
        .nullable()
        .describe(
          "For type browser: true when it signed in from the installed web app (opened from its home-screen icon), false from a " +
            "browser tab, null when the sign-in did not say. Always null for the other types. Added in 1.x; clients may ignore it.",
        ),
    })
    .describe("What the session is, from its kind and the User-Agent it signed in with. Added in 1.x; clients may ignore it."),
  thisDevice: z.boolean().describe("true for the current session and for the others of the same device (same client type, browser and system)."),
});

export const sessionListSchema = z.array(sessionSchema);
