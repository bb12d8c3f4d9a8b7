import { methods, noContent, route } from "@/lib/http/route";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { changePassword } from "@/lib/auth/users";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ auth: true, body: changePasswordSchema }, async ({ user, body }) => {
    await changePassword(user.id, body.currentPassword, body.newPassword);
    return noContent();
  }),
});
