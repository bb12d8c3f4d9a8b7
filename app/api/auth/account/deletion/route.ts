import { json, methods, route } from "@/lib/http/route";
import { previewAccountDeletionEndpoint } from "@/lib/endpoints/account";
import { deletionPreview } from "@/lib/account/deletion-preview";

// Before the account is deleted: which shared children and fields go for everyone.
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: route(previewAccountDeletionEndpoint, async ({ user }) => json(await deletionPreview(user.id))),
});
