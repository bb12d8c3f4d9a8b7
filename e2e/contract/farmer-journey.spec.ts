// The farmers' app through the generated client: an analysis in both encodings (JSON with a
// base64 photo, multipart with a file part), reading reports, fields and photos back, and the
// documented failures. No AI key is configured here, so the rules estimator answers.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { Contract } from "./contract-client";
import { signUp } from "./helpers";

const soilPhoto = (format: "png" | "jpeg") =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 140, g: 110, b: 80 } } })[format]().toBuffer();

const submission = {
  fieldId: `dala-${randomUUID().slice(0, 8)}`,
  fieldName: "Ariq bo'yidagi dala",
  location: { lat: 39.65, lng: 66.96 },
  area: 2.5,
  lastCrops: [
    { year: 2024, crop: "paxta", yield: "o'rtacha" },
    { year: 2023, crop: "bug'doy", yield: "yaxshi" },
  ],
  irrigationType: "ariqqa" as const,
  farmerObservations: "Yer qattiq, sug'organdan keyin oq dog'lar paydo bo'ladi.",
  labResults: null,
};

test("a farmer's whole journey matches the OpenAPI document", async ({ baseURL }) => {
  const contract = await Contract.load(baseURL!);
  const farmer = await signUp(contract, "Rustam Aliyev");
  const api = farmer.api;

  const noFields = await api.GET("/api/soil/fields");
  expect(noFields.data).toEqual([]);

  const png = await soilPhoto("png");
  const viaJson = await api.POST("/api/soil/analyze", {
    body: { ...submission, photos: [{ mimeType: "image/png", data: png.toString("base64") }] },
  });
  expect(viaJson.response.status).toBe(200);
  const first = viaJson.data!;
  expect(first).toMatchObject({ fieldId: submission.fieldId, source: "rules_v1" });
  expect(first.details.photos).toHaveLength(1);

  // Multipart: the same submission as a `payload` part, the photo as a file part.
  const form = new FormData();
  form.append("payload", new Blob([JSON.stringify({ ...submission, location: "Samarqand", labResults: { ph: 8.2, humusPercent: 0.9 } })], { type: "application/json" }));
  form.append("photos", new Blob([new Uint8Array(await soilPhoto("jpeg"))], { type: "image/jpeg" }), "quruq.jpg");
  const viaMultipart = await api.POST("/api/soil/analyze", {
    body: form as never,
    bodySerializer: (body) => body as unknown as FormData,
  });
  expect(viaMultipart.response.status).toBe(200);
  const second = viaMultipart.data!;
  expect(second.details.hasLabResults).toBe(true);

  const reports = await api.GET("/api/soil/reports", { params: { query: { fieldId: submission.fieldId } } });
  expect(reports.data?.map((report) => report.reportId)).toEqual([second.reportId, first.reportId]);
  const limited = await api.GET("/api/soil/reports", { params: { query: { limit: 1 } } });
  expect(limited.data).toHaveLength(1);
  const one = await api.GET("/api/soil/reports/{id}", { params: { path: { id: first.reportId } } });
  // A report read back also names who submitted it (an addition for shared fields, docs/sharing.md).
  expect(one.data).toEqual({ ...first, recordedBy: { name: expect.any(String), you: true } });

  const fields = await api.GET("/api/soil/fields");
  expect(fields.data).toEqual([expect.objectContaining({ fieldId: submission.fieldId, reportCount: 2 })]);

  const photoId = first.details.photos[0].id;
  const photo = await api.GET("/api/soil/photos/{id}", { params: { path: { id: photoId } }, parseAs: "arrayBuffer" });
  expect(photo.response.headers.get("content-type")).toBe("image/jpeg");

  // Someone else's report and photo do not exist for another farmer.
  const other = await signUp(contract, "Sardor");
  expect((await other.api.GET("/api/soil/reports/{id}", { params: { path: { id: first.reportId } } })).response.status).toBe(404);
  expect((await other.api.GET("/api/soil/photos/{id}", { params: { path: { id: photoId } } })).response.status).toBe(404);
  expect((await other.api.GET("/api/soil/reports/{id}", { params: { path: { id: "dala-1" } } })).response.status).toBe(400);
});

test("the analysis' documented failures: 400, 401, 415", async ({ baseURL }) => {
  const contract = await Contract.load(baseURL!);
  const farmer = await signUp(contract, "Zafar");
  const api = farmer.api;

  const invalid = await api.POST("/api/soil/analyze", { body: { ...submission, area: -1, lastCrops: [], irrigationType: "qo'lda" as "ariqqa" } });
  expect(invalid.response.status).toBe(400);
  expect(invalid.error?.errors?.map((e) => e.path).sort()).toEqual(["area", "irrigationType", "lastCrops"]);

  const gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");
  const notAnImage = await api.POST("/api/soil/analyze", { body: { ...submission, photos: [{ data: gif.toString("base64") }] } });
  expect(notAnImage.response.status).toBe(415);
  expect(notAnImage.error?.errors?.[0]?.path).toBe("photos.0");

  const auth = { Authorization: `Bearer ${farmer.accessToken}` };
  const text = await contract.raw("POST", "/api/soil/analyze", "/api/soil/analyze", { headers: { ...auth, "Content-Type": "text/plain" }, body: "tuproq" });
  expect(text.status).toBe(415);
  const broken = await contract.raw("POST", "/api/soil/analyze", "/api/soil/analyze", {
    headers: { ...auth, "Content-Type": "multipart/form-data; boundary=chegara" },
    body: "--chegara\r\nno headers here",
  });
  expect((await broken.json()).code).toBe("malformed_multipart");

  const anonymous = await contract.client().POST("/api/soil/analyze", { body: submission });
  expect(anonymous.response.status).toBe(401);
});
