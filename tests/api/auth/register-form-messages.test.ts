// The sign-up form (components/auth-form.tsx) words the registration API's field errors itself:
// every field the API can name has a message in each language, never the API's English text.
import { describe, expect, it } from "vitest";
import * as registerRoute from "@/app/api/auth/register/route";
import { fieldMessages, topField } from "@/lib/http/field-messages";
import { ACCOUNT_FIELD_MESSAGES, MESSAGES } from "@/lib/i18n/messages";
import { call } from "@/tests/helpers/http";

describe("the registration form's field messages", () => {
  it("has an Uzbek, Russian and English message for each field the API refuses", async () => {
    const res = await call(registerRoute.POST, { method: "POST", body: { email: "not-an-email", password: "short", name: " " } });
    expect(res.status).toBe(400);
    const errors = res.body.errors as Array<{ path: string; message: string }>;
    expect(errors.map((e) => topField(e.path)).sort()).toEqual(["email", "name", "password"]);
    for (const t of Object.values(MESSAGES)) {
      const shown = fieldMessages(errors, topField, (field) => t[ACCOUNT_FIELD_MESSAGES[field] ?? "somethingWrong"]);
      expect(shown).toEqual({ email: t.errEmail, password: t.errPassword, name: t.errName });
    }
    const uz = MESSAGES.uz;
    for (const error of errors) expect([uz.errEmail, uz.errPassword, uz.errName]).not.toContain(error.message);
  });
});
