import { methods, noContent, route } from "@/lib/http/route";
import * as api from "@/lib/api/auth";
import { changePassword } from "@/lib/auth/users";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(api.changePassword, async ({ user, body }) => {
    await changePassword(user, body.currentPassword, body.newPassword);
    return noContent();
  }),
});
