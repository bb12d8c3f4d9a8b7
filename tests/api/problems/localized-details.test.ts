// Services' domain errors over their real route handlers become problem details whose
// `detail` follows Accept-Language: Uzbek by default, Russian or English when asked for,
// including the fixed Uzbek message of a failed soil analysis (docs/api-guide.md section 6).
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import * as childRoute from "@/app/api/client/children/[id]/route";
import * as childrenRoute from "@/app/api/client/children/route";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import { PROBLEMS } from "@/lib/problems/catalogue";
import { SOIL_UNAVAILABLE_MESSAGE_UZ } from "@/lib/soil/constants";
import { setSoilModelForTests } from "@/lib/soil/model";
import { call, createTestUser } from "@/tests/helpers/http";
import { sampleSubmission } from "@/tests/helpers/soil";
import { useMockModel } from "@/tests/helpers/soil-model";

const lang = (value: string) => ({ headers: { "accept-language": value } });

describe("a service's error over its real route", () => {
  const missing = async (acceptLanguage?: string) => {
    const user = await createTestUser();
    const headers: Record<string, string> = acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage };
    return call(childRoute.GET, { token: user.token, params: { id: randomUUID() }, headers });
  };

  it("a missing child is 404 not_found with the detail in the asked language, Uzbek by default", async () => {
    const uz = await missing();
    expect(uz.status).toBe(404);
    expect(uz.body).toMatchObject({ code: "not_found", title: "Not found", detail: "Bunday bola topilmadi." });
    expect((await missing("ru-RU,ru;q=0.9,en;q=0.8")).body.detail).toBe("Ребёнок не найден.");
    expect((await missing("en-US")).body.detail).toBe("The child does not exist.");
    expect((await missing("uz")).body.detail).toBe("Bunday bola topilmadi.");
    // A language the app does not speak falls back to Uzbek.
    expect((await missing("fr-FR")).body.detail).toBe("Bunday bola topilmadi.");
  });

  it("a validation failure keeps its field paths in every language", async () => {
    const user = await createTestUser();
    const create = (acceptLanguage: string) =>
      call(childrenRoute.POST, { method: "POST", token: user.token, body: { name: "" }, ...lang(acceptLanguage) });
    const [uz, ru, en] = await Promise.all([create("uz"), create("ru"), create("en")]);
    expect([uz.status, ru.status, en.status]).toEqual([400, 400, 400]);
    expect([uz.body.detail, ru.body.detail, en.body.detail]).toEqual([
      PROBLEMS.validation_failed.detail.uz,
      "Некоторые поля заполнены неверно.",
      "Some fields are not valid.",
    ]);
    expect(ru.body.errors).toEqual(uz.body.errors);
    expect((await call(childrenRoute.GET, { token: user.token })).body).toEqual([]);
  });
});

describe("a failed soil analysis (docs/api-guide.md section 6)", () => {
  afterEach(() => setSoilModelForTests(null));

  it.each([
    [undefined, SOIL_UNAVAILABLE_MESSAGE_UZ],
    // The Uzbek fallback stays, with the reader's language beside it (issue 34).
    ["ru", `${SOIL_UNAVAILABLE_MESSAGE_UZ} / Не удалось выполнить анализ. Пожалуйста, попробуйте позже.`],
    ["en-GB", `${SOIL_UNAVAILABLE_MESSAGE_UZ} / The analysis could not be carried out. Please try again later.`],
  ])("Accept-Language %s gets its message", async (acceptLanguage, detail) => {
    const user = await createTestUser();
    useMockModel("Kechirasiz, javob bera olmayman.");
    const res = await call(analyzeRoute.POST, {
      method: "POST",
      path: "/api/soil/analyze",
      token: user.token,
      body: sampleSubmission(),
      headers: acceptLanguage ? { "accept-language": acceptLanguage } : {},
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "analysis_unavailable", detail });
  });
});

