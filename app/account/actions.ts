"use server";

// The account page's deletion: the same schema and service as DELETE /api/auth/account. A refusal
// comes back as ?error=<reason> (never the password); success signs the browser out and leaves
// for /account/deleted, which clears what this device kept.
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { deleteAccount } from "@/lib/account/delete";
import { deleteAccountSchema } from "@/lib/account/schemas";
import { requireUser } from "@/lib/auth/page-user";
import { isProblem } from "@/lib/problems/error";
import type { AccountError } from "@/lib/i18n/account";
import { safeParseInput } from "@/lib/http/text-input";

const refused = (reason: AccountError): never => redirect(`/account?error=${reason}#delete-account`);

export async function deleteAccountAction(formData: FormData): Promise<void> {
  const user = await requireUser();
  const parsed = safeParseInput(deleteAccountSchema, { password: formData.get("password") ?? "" });
  if (!parsed.success) refused("password_required");
  try {
    await deleteAccount(user, parsed.data!.password);
  } catch (error) {
    if (isProblem(error, "validation_failed")) refused("wrong_password");
    if (isProblem(error, "rate_limited")) refused("rate_limited");
    throw error;
  }
  // next-auth's session cookie (chunked as .0, .1, ... when large); a __Secure- cookie can only be
  // overwritten by a Secure one.
  const jar = await cookies();
  for (const { name } of jar.getAll()) {
    if (!/^(__Secure-)?next-auth\.session-token(\.\d+)?$/.test(name)) continue;
    jar.set(name, "", { path: "/", maxAge: 0, httpOnly: true, sameSite: "lax", secure: name.startsWith("__Secure-") });
  }
  redirect("/account/deleted");
}
