// The role rule a children page or server action asks of its service (docs/sharing.md): the same
// Access the API's route() hands its handlers, so a page shows a shared child exactly when the
// matching endpoint would answer, and a form is refused exactly as the API refuses it.
import type { Access } from "@/lib/sharing/access";
import { roleAllows, type ChildRole } from "@/lib/sharing/roles";

/** A fresh rule per call: the service marks it applied. */
export function childAccess(userId: string, need: ChildRole): Access {
  return { kind: "child", userId, need, applied: false };
}

/** What the page may offer someone holding `role` on the child. */
export function childAbilities(role: string) {
  return {
    record: roleAllows("child", role, "caregiver"),
    manage: role === "owner",
  };
}
