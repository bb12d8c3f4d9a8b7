// The role each endpoint needs, written out from the table (docs/sharing.md) rather than
// read from the definitions, so weakening a definition's rule fails the role-matrix test, and an
// endpoint added without an entry here fails it too.
import type { AccessRule } from "@/lib/sharing/roles";

export const EXPECTED_RULES: Record<string, AccessRule> = {
  register: "public", signIn: "public", refreshTokens: "public", signOut: "public", browserSignOut: "public",
  getHealth: "public", ping: "public", getOpenApiDocument: "public", getMediaFile: "public", headMediaFile: "public",
  getCalendarFeed: "public",
  changePassword: "account", getMe: "account", listSessions: "account", endOtherSessions: "account", endSession: "account",
  deleteAccount: "account", exportAccount: "account", listChildren: "account", createChild: "account", listCategories: "account",
  listSoilReports: "account", listSoilFields: "account", getSoilPrices: "account", putSoilPrices: "account",
  previewInvitation: "account", acceptInvitation: "account", declineInvitation: "account", listSharedFields: "account", previewAccountDeletion: "account",
  // Reading a child: every member.
  getChild: { child: "viewer" }, selectChild: { child: "viewer" }, listGrowth: { child: "viewer" },
  getVisitSummary: { child: "viewer" }, getMilestones: { child: "viewer" }, listVaccinations: { child: "viewer" },
  getDashboard: { child: "viewer" }, listActivities: { child: "viewer" }, getActivity: { child: "viewer" },
  listActivityHistory: { child: "viewer" },
  leaveChild: { child: "viewer" },
  // Recording: caregivers and the owner.
  addGrowthRecord: { child: "caregiver" }, answerMilestone: { child: "caregiver" }, setVaccination: { child: "caregiver" },
  markVaccinationsOnTime: { child: "caregiver" }, startActivity: { child: "caregiver" }, completeActivity: { child: "caregiver" },
  // The profile, its feed, sharing and deletion: the owner only.
  updateChild: { child: "owner" }, deleteChild: { child: "owner" }, rotateCalendarFeed: { child: "owner" },
  revokeCalendarFeed: { child: "owner" }, createChildInvitation: { child: "owner" }, revokeChildInvitation: { child: "owner" },
  listChildMembers: { child: "owner" }, changeChildMemberRole: { child: "owner" }, removeChildMember: { child: "owner" },
  transferChildOwnership: { child: "owner" },
  // A field's reports and plans: every member; prices stay personal (account).
  getSoilReport: { field: "viewer" }, getSoilPhoto: { field: "viewer" }, getSoilReportPlan: { field: "viewer" },
  getSoilReportPlanCalendar: { field: "viewer" }, listFieldReports: { field: "viewer" }, leaveField: { field: "viewer" },
  // Submitting an analysis for a field: a worker and the owner (the caller's own field by its
  // client id, or by sharedFieldId one they own or work on).
  analyzeSoil: { field: "worker" },
  // A field's sharing: its owner only.
  createFieldInvitation: { field: "owner" }, revokeFieldInvitation: { field: "owner" }, listFieldMembers: { field: "owner" },
  changeFieldMemberRole: { field: "owner" }, removeFieldMember: { field: "owner" }, transferFieldOwnership: { field: "owner" },
};

export type Persona = "owner" | "caregiver" | "viewer" | "stranger" | "removed" | "revoked" | "deleted";
/** Refused first, the owner last, so a destructive call (delete) runs after every other cell. */
export const PERSONAS: Persona[] = ["stranger", "removed", "revoked", "deleted", "viewer", "caregiver", "owner"];

/** The answer a persona must get under a rule: allowed, or the status docs/security.md gives. */
export function expectedCell(rule: AccessRule, persona: Persona): "allowed" | 401 | 403 | 404 {
  if (rule === "public") return "allowed";
  if (persona === "deleted") return 401;
  if (rule === "account") return "allowed";
  const need = "child" in rule ? rule.child : rule.field;
  if (persona === "owner") return "allowed";
  if (persona === "stranger" || persona === "removed" || persona === "revoked") return 404;
  // A field's worker stands where a child's caregiver does.
  const rank = { viewer: 1, caregiver: 2, worker: 2, owner: 3 } as const;
  return rank[persona] >= rank[need] ? "allowed" : 403;
}
