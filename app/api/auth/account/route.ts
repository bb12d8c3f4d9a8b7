import { methods, noContent, route } from "@/lib/http/route";
import * as api from "@/lib/api/account";
import { deleteAccount } from "@/lib/account/delete";

// Deletes the account and all its data, confirmed with the password (docs/privacy.md).
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: route(api.deleteAccount, async ({ user, body }) => {
    await deleteAccount(user, body.password);
    return noContent();
  }),
});
