// The account's lifecycle (docs/privacy.md): take everything out, or delete it all.
import { deleteAccountSchema } from "@/lib/account/schemas";
import { EXPORTS_PER_HOUR } from "@/lib/account/export";
import { RETENTION_DAYS } from "@/lib/account/retention";
import { jsonReply, operation, ref, type Operation } from "@/lib/openapi/operation";

const TAG = "Auth";

export const deleteAccountEndpoint = operation({
  method: "delete",
  path: "/api/auth/account",
  operationId: "deleteAccount",
  summary: "Delete the account and everything in it",
  description:
    "Confirmed with the password. In one transaction: the user, their children with growth records, activity attempts, milestone answers, " +
    "vaccinations and calendar feeds, their fields with seasons, crops, soil reports and photos, refresh tokens, Idempotency-Keys and the " +
    "rate-limit counters keyed by their email or id. It cannot be undone: offer GET /api/auth/account/export first. " +
    "A wrong password is a 400 with an error on `password` (detail wrong_password) and changes nothing. " +
    "Afterwards the tokens no longer sign in; drop them and show the sign-in screen.",
  tag: TAG,
  auth: true,
  access: "account",
  body: { schema: deleteAccountSchema, example: { password: "bolajon2025" } },
  responses: { 204: { description: "Deleted." } },
  problems: ["rate_limited"],
});

export const previewAccountDeletionEndpoint = operation({
  method: "get",
  path: "/api/auth/account/deletion",
  operationId: "previewAccountDeletion",
  summary: "What deleting the account does to other people",
  description:
    "Ask before DELETE /api/auth/account: the caller's own children and fields that are shared go for everyone who shares them " +
    "(unless the caller first hands each over to a member: POST /api/client/children/{id}/owner, POST /api/soil/fields/{id}/owner); " +
    "the children and fields others shared with the caller only lose the caller " +
    "as a member, and what the caller recorded there stays, named as a former member's.",
  tag: TAG,
  auth: true,
  access: "account",
  responses: {
    200: jsonReply("The effect on others.", ref("AccountDeletionPreview"), {
      sharedChildren: [{ id: "0b8d6c52-3f1e-4c9a-9d7b-5e2a1f4c8b30", name: "Madina", memberCount: 2 }],
      sharedFields: [],
      memberships: { children: 0, fields: 1 },
    }),
  },
});

export const exportAccountEndpoint = operation({
  method: "get",
  path: "/api/auth/account/export",
  operationId: "exportAccount",
  summary: "Download everything of the account as a ZIP",
  description:
    "One ZIP archive: README.txt (what each file holds, in the language of the `lang` cookie or Accept-Language: uz, ru, en), " +
    "account.json (including privacyAcceptedAt), children.json (every child, deleted ones with deletedAt until they are purged " +
    `${RETENTION_DAYS} days later, each with growth, milestones, vaccinations and activities), fields.json (with seasons and crops), ` +
    "soil-reports.json and the stored soil photos under photos/. No password hash, no token. " +
    `At most ${EXPORTS_PER_HOUR} exports per user and hour (429 with Retry-After).`,
  tag: TAG,
  auth: true,
  access: "account",
  headers: [{ name: "Accept-Language", description: "Language of README.txt when no `lang` cookie says otherwise: uz (default), ru or en.", schema: { type: "string" } }],
  responses: {
    200: {
      description: "The archive.",
      content: { "application/zip": { schema: { type: "string", format: "binary" } } },
      headers: {
        "Content-Disposition": { description: 'attachment; filename="oila-va-dala-YYYY-MM-DD.zip" (the Tashkent date)', schema: { type: "string" } },
        "Cache-Control": { description: "no-store: the archive holds health data and is never cached.", schema: { type: "string" } },
      },
    },
  },
  problems: ["rate_limited"],
});

export const accountOperations: Operation[] = [deleteAccountEndpoint, previewAccountDeletionEndpoint, exportAccountEndpoint];
