// The role rule a soil page or server action asks of its service (docs/sharing.md): the same
// Access the API's route() hands its handlers, as app/(parents)/children/access.ts does for a child.
import type { Access } from "@/lib/sharing/access";
import type { FieldRole } from "@/lib/sharing/roles";

/** A fresh rule per call: the service marks it applied. */
export function fieldAccess(userId: string, need: FieldRole): Access {
  return { kind: "field", userId, need, applied: false };
}
