import { z } from "zod";

export const deleteAccountSchema = z.object({
  password: z.string().min(1, "Enter your password.").max(128).describe("The account's current password, to confirm."),
});
