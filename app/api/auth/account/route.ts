import { methods, noContent, route } from "@/lib/http/route";
import { deleteAccountEndpoint } from "@/lib/endpoints/account";
import { deleteAccount } from "@/lib/account/delete";

// Deletes the account and all its data, confirmed with the password (docs/privacy.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: route(deleteAccountEndpoint, async ({ user, body }) => {
    await deleteAccount(user, body.password);
    return noContent();
  }),
});
