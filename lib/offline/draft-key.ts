// Where the soil form keeps its draft in localStorage: one key per user, so a shared phone never
// shows one farmer's draft to another, and sign-out can remove them all by the prefix.
export const SOIL_DRAFT_PREFIX = "oila-dala:soil-draft:";

export const soilDraftKey = (userId: string) => `${SOIL_DRAFT_PREFIX}${userId}`;
