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
});

export const sessionListSchema = z.array(sessionSchema);
