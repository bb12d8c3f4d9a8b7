// Password sign-in under the throttle (lib/auth/throttle.ts, docs/security.md): a device the
// account signed in on before is counted on its own, so failures from elsewhere never hold it
// back; any other try counts against the account and the client's address.
import "server-only";
import { authenticate, type PublicUser } from "@/lib/auth/users";
import { mayTry, subjects, throttled } from "@/lib/auth/throttle";

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
  return throttled(list, () => authenticate(email, password));
}
