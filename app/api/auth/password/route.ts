import { methods, noContent, route } from "@/lib/http/route";
import { changePasswordEndpoint } from "@/lib/endpoints/auth";
import { changePassword } from "@/lib/auth/users";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route(changePasswordEndpoint, async ({ user, body }) => {
    await changePassword(user, body.currentPassword, body.newPassword);
    return noContent();
  }),
});
