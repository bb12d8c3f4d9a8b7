// The problem catalogue and AppError through route(): every code answers with the status
// docs/api-guide.md section 3 gives it, the texts exist in three languages, and the headers a problem
// needs (Retry-After, WWW-Authenticate, Allow) come with it. Services' errors over their real
// routes, in each language, are tested in tests/api/problems/.
import { describe, expect, it } from "vitest";
import { methods, route } from "@/lib/http/route";
import { call } from "@/tests/helpers/http";
import { PROBLEMS, type ProblemCode } from "@/lib/problems/catalogue";
import { STATUS_TITLES } from "@/lib/problems/spec";
import { AppError, isProblem } from "@/lib/problems/error";

// The statuses of docs/api-guide.md section 3 (and section 6 for the soil analysis), written out
// rather than read from the catalogue.
const CONTRACT_STATUS: Record<ProblemCode, number> = {
  validation_failed: 400,
  malformed_json: 400,
  malformed_multipart: 400,
  invalid_photo: 400,
  unauthorized: 401,
  cross_site_request: 403,
  forbidden_role: 403,
  invitation_closed: 409,
  invitation_not_for_you: 409,
  not_a_member: 409,
  not_found: 404,
  method_not_allowed: 405,
  email_taken: 409,
  child_required: 409,
  activity_not_started: 409,
  request_in_progress: 409,
  records_before_birth: 400,
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
  it("gives every code the status of the contract (docs/spec/README.md)", () => {
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

  it("keeps the Uzbek text of the contract (docs/spec/README.md) for a failed soil analysis", () => {
    expect(PROBLEMS.analysis_unavailable.detail.uz).toBe("Tahlilni amalga oshirib bo'lmadi. Iltimos, keyinroq qayta urinib ko'ring.");
  });
});

describe("headers, field errors and 405", () => {
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

  it("405 from methods() is localized too", async () => {
    const handlers = methods({ GET: route({}, async () => ({})) });
    expect((await call(handlers.POST, { method: "POST", ...lang("ru") })).body.detail).toBe("Этот метод здесь не поддерживается.");
    expect((await call(handlers.POST, { method: "POST" })).body.detail).toBe(PROBLEMS.method_not_allowed.detail.uz);
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
