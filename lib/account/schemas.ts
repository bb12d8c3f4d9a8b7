import { z } from "zod";

export const deleteAccountSchema = z.object({
  password: z.string().min(1, "Enter your password.").max(128).describe("The account's current password, to confirm."),
});

const goingSchema = z.object({
  id: z.uuid(),
  name: z.string().describe("The child's name, or the field's (its client id when it has none)."),
  memberCount: z.number().int().describe("How many other people share it and will lose it."),
});

export const deletionPreviewSchema = z
  .object({
    sharedChildren: z.array(goingSchema).describe("The caller's own children shared with others: deleted for everyone."),
    sharedFields: z.array(goingSchema).describe("The caller's own fields shared with others: deleted for everyone."),
    memberships: z
      .object({ children: z.number().int(), fields: z.number().int() })
      .describe("Children and fields others shared with the caller: only the membership ends; what the caller recorded there stays, as a former member's."),
  })
  .describe("What deleting the account does to other people.");
export type DeletionPreview = z.output<typeof deletionPreviewSchema>;
