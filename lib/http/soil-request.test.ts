import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/problems/error";
import { decodeBase64Photo, JSON_REQUEST_LIMIT, MULTIPART_REQUEST_LIMIT, parseSoilRequest } from "@/lib/http/soil-request";
import { MAX_PHOTO_BYTES } from "@/lib/soil/photos";
import { makeJpeg, multipartBody, sampleSubmission } from "@/tests/helpers/soil";

const jsonRequest = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/soil/analyze", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("parseSoilRequest: JSON", () => {
  it("reads the submission and decodes the photos, ignoring the declared type", async () => {
    const jpeg = await makeJpeg(10, 10);
    const { submission, photos } = await parseSoilRequest(
      jsonRequest({ ...sampleSubmission({ fieldId: "f1" }), photos: [{ mimeType: "image/gif", data: jpeg.toString("base64") }] }),
    );
    expect(submission.fieldId).toBe("f1");
    expect(photos).toHaveLength(1);
    expect(Buffer.compare(photos[0], jpeg)).toBe(0);
  });

  it("accepts no photos, null photos, data: URLs, URL-safe base64 and line breaks", async () => {
    expect((await parseSoilRequest(jsonRequest(sampleSubmission()))).photos).toEqual([]);
    expect((await parseSoilRequest(jsonRequest({ ...sampleSubmission(), photos: null }))).photos).toEqual([]);
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xfb, 0xef, 0xbe]);
    const forms = [
      `data:image/jpeg;base64,${bytes.toString("base64")}`,
      bytes.toString("base64url"),
      bytes.toString("base64").replace(/(.{4})/g, "$1\r\n"),
    ];
    for (const data of forms) expect(Buffer.compare(decodeBase64Photo(data, "photos.0"), bytes)).toBe(0);
  });

  it("answers 400 with the path of each bad field, photos included", async () => {
    const body = { ...sampleSubmission(), area: -1, photos: [{ mimeType: "image/jpeg", data: "" }] };
    const error = await failure(parseSoilRequest(jsonRequest(body)));
    expect(error.status).toBe(400);
    expect(error.errors?.map((e) => e.path)).toEqual(expect.arrayContaining(["area", "photos.0.data"]));
  });

  it("answers 400 on `photos` for a seventh photo", async () => {
    const photos = Array.from({ length: 7 }, () => ({ mimeType: "image/jpeg", data: "/9j/" }));
    const error = await failure(parseSoilRequest(jsonRequest({ ...sampleSubmission(), photos })));
    expect([error.status, error.errors?.[0].path]).toEqual([400, "photos"]);
  });

  it("answers 400 for bad base64 and 413 for an 11 MB photo, naming it", async () => {
    const bad = await failure(parseSoilRequest(jsonRequest({ ...sampleSubmission(), photos: [{ data: "/9j/" }, { data: "not base64!" }] })));
    expect([bad.status, bad.errors?.[0].path]).toEqual([400, "photos.1"]);
    const big = Buffer.alloc(11 * 1024 * 1024, 1).toString("base64");
    const large = await failure(parseSoilRequest(jsonRequest({ ...sampleSubmission(), photos: [{ data: big }] })));
    expect([large.status, large.errors?.[0].path]).toEqual([413, "photos.0"]);
  });

  it.each([
    ["broken JSON", "{", 400, "malformed_json"],
    ["an empty body", "", 400, "malformed_json"],
    ["a JSON array", "[]", 400, "validation_failed"],
  ])("answers %s with %i", async (_label, body, status, code) => {
    const error = await failure(parseSoilRequest(jsonRequest(body)));
    expect([error.status, error.code]).toEqual([status, code]);
  });

  it("refuses a declared body over the cap with 413 before reading it", async () => {
    const req = jsonRequest("{}", { "content-length": String(JSON_REQUEST_LIMIT + 1) });
    expect((await failure(parseSoilRequest(req))).status).toBe(413);
  });
});

describe("parseSoilRequest: multipart", () => {
  async function multipartRequest(payload: unknown, photos: Uint8Array[] = []) {
    const { body, contentType } = await multipartBody(payload, photos.map((bytes) => ({ bytes })));
    return new Request("http://localhost/api/soil/analyze", { method: "POST", headers: { "content-type": contentType }, body });
  }

  it("reads the payload part and the photo parts", async () => {
    const jpeg = await makeJpeg(10, 10);
    const { submission, photos } = await parseSoilRequest(await multipartRequest(sampleSubmission({ fieldId: "m1" }), [jpeg, jpeg]));
    expect(submission.fieldId).toBe("m1");
    expect(photos.map((p) => Buffer.compare(p, jpeg))).toEqual([0, 0]);
  });

  it("answers 400 without a payload part, or with too many photos", async () => {
    const form = new FormData();
    form.append("photos", new Blob([new Uint8Array([1])]), "a.jpg");
    const req = new Request("http://localhost/x", { method: "POST", body: form });
    const missing = await failure(parseSoilRequest(req));
    expect([missing.status, missing.errors?.[0].path]).toEqual([400, "payload"]);
    const seven = await failure(parseSoilRequest(await multipartRequest(sampleSubmission(), Array.from({ length: 7 }, () => new Uint8Array([1])))));
    expect([seven.status, seven.errors?.map((e) => e.path)]).toEqual([400, ["photos"]]);
  });

  it("answers 413 for an 11 MB photo part and for a body over the cap", async () => {
    const large = await failure(parseSoilRequest(await multipartRequest(sampleSubmission(), [new Uint8Array(MAX_PHOTO_BYTES + 1)])));
    expect([large.status, large.errors?.[0].path]).toEqual([413, "photos.0"]);
    const req = new Request("http://localhost/x", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(MULTIPART_REQUEST_LIMIT + 1) },
      body: "--x--",
    });
    expect((await failure(parseSoilRequest(req))).status).toBe(413);
  });

  it("answers 400 for a malformed body or payload", async () => {
    const broken = new Request("http://localhost/x", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "nothing here" });
    expect((await failure(parseSoilRequest(broken))).code).toBe("malformed_multipart");
    const form = new FormData();
    form.append("payload", "{not json");
    expect((await failure(parseSoilRequest(new Request("http://localhost/x", { method: "POST", body: form })))).code).toBe("malformed_json");
  });
});

it("answers 415 for any other content type", async () => {
  const req = new Request("http://localhost/x", { method: "POST", headers: { "content-type": "text/plain" }, body: "hi" });
  expect((await failure(parseSoilRequest(req))).status).toBe(415);
});
