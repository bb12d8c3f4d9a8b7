// Password sign-in under the throttle (lib/auth/throttle.ts, docs/security.md): a device the
// account signed in on before is counted on its own, so failures from elsewhere never hold it
// back; any other try counts against the account and the client's address. An account's first
// success from an address in an hour makes it a neighbour there (lib/rate-limit.ts): the
// address's limits grow, and one failure of the address is forgiven, so a crowd behind one
// carrier address, each mistyping now and then, is never slowed as a guesser would be
// (docs/security.md, "Many people behind one address").
import "server-only";
import { authenticate, type PublicUser } from "@/lib/auth/users";
import { forgiveOne, mayTry, subjects, throttled } from "@/lib/auth/throttle";
import { noteNeighbour } from "@/lib/rate-limit";

export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's address (lib/http/client-ip.ts). */
  ip: string;
  /** A device id proven for this e-mail (lib/auth/device.ts), or null. */
  deviceId: string | null;
}

/** The user for these credentials, null when they are wrong, 429 when the try must wait. */
export async function signInWithPassword({ email, password, ip, deviceId }: SignInAttempt): Promise<PublicUser | null> {
  const device = deviceId ? subjects.device(deviceId) : null;
  const trusted = device !== null && (await mayTry(device));
  const list = trusted ? [device] : [subjects.account(email), subjects.address(ip)];
  const user = await throttled(list, () => authenticate(email, password));
  if (user && (await noteNeighbour(ip, user.id))) await forgiveOne(subjects.address(ip));
  return user;
}
