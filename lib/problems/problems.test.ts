// The problem catalogue and AppError end to end: every code answers with the status CONTRACT
// section 3 gives it, services' errors come out of the real route() as problem details, and
// `detail` follows Accept-Language (Uzbek unless ru or en is asked for).
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import * as childRoute from "@/app/api/client/children/[id]/route";
import * as childrenRoute from "@/app/api/client/children/route";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import { methods, route } from "@/lib/http/route";
import { SOIL_UNAVAILABLE_MESSAGE_UZ } from "@/lib/soil/constants";
import { setSoilModelForTests } from "@/lib/soil/model";
import { sampleSubmission } from "@/lib/soil/test-fixtures";
import { useMockModel } from "@/lib/soil/test-model";
import { call, createTestUser } from "@/lib/test/http";
import { PROBLEMS, STATUS_TITLES, type ProblemCode } from "./catalogue";
import { AppError, isProblem } from "./error";

// CONTRACT section 3 (and 7.6 for the soil analysis), written out rather than read from the catalogue.
const CONTRACT_STATUS: Record<ProblemCode, number> = {
  validation_failed: 400,
  malformed_json: 400,
  malformed_multipart: 400,
  invalid_photo: 400,
  unauthorized: 401,
  not_found: 404,
  method_not_allowed: 405,
  email_taken: 409,
  child_required: 409,
  activity_not_started: 409,
  request_in_progress: 409,
  growth_records_before_birth: 409,
  implausible_measurement: 422,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  rate_limited: 429,
  analysis_unavailable: 503,
  internal_error: 500,
  service_unavailable: 503,
};

const CODES = Object.keys(PROBLEMS) as ProblemCode[];
const throwing = (error: AppError) =>
  route({}, async () => {
    throw error;
  });
const lang = (value: string) => ({ headers: { "accept-language": value } });

describe("the catalogue", () => {
  it("gives every code the status of the contract", () => {
    expect(Object.fromEntries(CODES.map((code) => [code, PROBLEMS[code].status]))).toEqual(CONTRACT_STATUS);
  });

  it.each(CODES)("%s comes out of route() with its status, title and Uzbek detail", async (code) => {
    const res = await call(throwing(new AppError(code, { params: { size: 10, depth: 32 } })));
    expect(res.status).toBe(CONTRACT_STATUS[code]);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(res.body).toMatchObject({ type: `/problems/${code}`, status: CONTRACT_STATUS[code], code, requestId: expect.any(String) });
    expect(res.body.title).toBe(STATUS_TITLES[CONTRACT_STATUS[code]]);
    expect(res.body.detail).toBe(PROBLEMS[code].detail.uz.replace("{size}", "10").replace("{depth}", "32"));
  });

  // Each text in three real languages: nothing left empty, copied untranslated or missing a placeholder.
  const texts = CODES.flatMap((code) => {
    const spec = PROBLEMS[code] as { detail: Record<string, string>; variants?: Record<string, Record<string, string>> };
    return [[code, spec.detail] as const, ...Object.entries(spec.variants ?? {}).map(([name, t]) => [`${code}/${name}`, t] as const)];
  });
  it.each(texts)("%s is written in uz, ru and en", (_name, t) => {
    for (const text of [t.uz, t.ru, t.en]) expect(text.trim().length).toBeGreaterThan(5);
    expect(t.uz).not.toBe(t.en);
    expect(t.ru).toMatch(/[а-яё]/i);
    expect(t.uz).not.toMatch(/[а-яё]/i);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(placeholders(t.ru)).toEqual(placeholders(t.uz));
    expect(placeholders(t.en)).toEqual(placeholders(t.uz));
  });

  it("keeps the contract's Uzbek text for a failed soil analysis", () => {
    expect(PROBLEMS.analysis_unavailable.detail.uz).toBe("Tahlilni amalga oshirib bo'lmadi. Iltimos, keyinroq qayta urinib ko'ring.");
  });
});

describe("headers and field errors", () => {
  it("sends Retry-After in whole seconds (at least 1) and WWW-Authenticate on 401", async () => {
    const limited = await call(throwing(new AppError("rate_limited", { retryAfterSeconds: 0.2 })));
    expect(limited.headers.get("retry-after")).toBe("1");
    const busy = await call(throwing(new AppError("analysis_unavailable", { retryAfterSeconds: 10 })));
    expect(busy.headers.get("retry-after")).toBe("10");
    const notFound = await call(throwing(new AppError("not_found")));
    expect(notFound.headers.get("retry-after")).toBeNull();
    expect(notFound.headers.get("www-authenticate")).toBeNull();
    expect((await call(throwing(new AppError("unauthorized")))).headers.get("www-authenticate")).toBe('Bearer realm="api"');
  });

  it("passes field errors through and leaves them out when there are none", async () => {
    const errors = [{ path: "weight", message: "Check it." }];
    expect((await call(throwing(new AppError("implausible_measurement", { errors })))).body.errors).toEqual(errors);
    expect((await call(throwing(new AppError("child_required")))).body).not.toHaveProperty("errors");
  });
});

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

  it("405 from methods() is localized too", async () => {
    const handlers = methods({ GET: route({}, async () => ({})) });
    expect((await call(handlers.POST, { method: "POST", ...lang("ru") })).body.detail).toBe("Этот метод здесь не поддерживается.");
    expect((await call(handlers.POST, { method: "POST" })).body.detail).toBe(PROBLEMS.method_not_allowed.detail.uz);
  });
});

describe("a failed soil analysis (CONTRACT 7.6)", () => {
  afterEach(() => setSoilModelForTests(null));

  it.each([
    [undefined, SOIL_UNAVAILABLE_MESSAGE_UZ],
    ["ru", "Не удалось выполнить анализ. Пожалуйста, попробуйте позже."],
    ["en-GB", "The analysis could not be carried out. Please try again later."],
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

describe("isProblem", () => {
  it("recognises AppErrors, optionally by code, and nothing else", () => {
    const missing = new AppError("not_found", { detail: "child" });
    expect(isProblem(missing)).toBe(true);
    expect(isProblem(missing, "not_found")).toBe(true);
    expect(isProblem(missing, "child_required", "not_found")).toBe(true);
    expect(isProblem(missing, "child_required")).toBe(false);
    expect(isProblem(new Error("not_found"), "not_found")).toBe(false);
    expect(isProblem({ code: "not_found", status: 404 }, "not_found")).toBe(false);
  });

  it("logs and stacks in English", () => {
    expect(new AppError("not_found", { detail: "report" }).message).toBe("The report does not exist.");
    expect(new AppError("range_not_satisfiable", { params: { size: 5312 } }).message).toBe("The file has 5312 bytes.");
  });
});
