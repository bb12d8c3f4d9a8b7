// The secrets of an invitation (docs/sharing.md, "Invitations"): a link token of 256 random bits
// and a short code a person can read aloud over the phone. Only their SHA-256 is stored, so a
// copy of the database opens nothing. The code is short on purpose (8 characters, about 40
// bits): what keeps it safe is that guesses are rate-limited and it lives 72 hours.
import { createHash, randomBytes, randomInt } from "node:crypto";

/** How long an invitation can be accepted. */
export const INVITATION_HOURS = 72;
export const TOKEN_BYTES = 32;
export const CODE_LENGTH = 8;
// No 0/O, 1/I/L: letters that sound or look alike when read aloud or copied from a phone screen.
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export const hashSecret = (secret: string): string => createHash("sha256").update(secret).digest("hex");

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** A code of CODE_LENGTH characters, shown as two groups of four ("K7QM-3XHD"). */
export function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/**
 * The code as typed: spaces and dashes dropped, lower case raised, and the look-alikes a person
 * may type for a character the alphabet leaves out read as the one it has (O as 0 is not in the
 * alphabet either, so O and 0 are simply invalid). Null when it cannot be a code.
 */
export function normaliseCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== CODE_LENGTH) return null;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** bits of entropy of a token and of a code, for the docs and the tests. */
export const TOKEN_BITS = TOKEN_BYTES * 8;
export const CODE_BITS = CODE_LENGTH * Math.log2(CODE_ALPHABET.length);
