// The real @ai-sdk/google provider against a local stand-in for the Gemini REST API
// (GOOGLE_GENERATIVE_AI_BASE_URL): what goes over the wire, and what the route makes of the
// replies — a good answer, a hang past SOIL_AI_TIMEOUT_MS and a server error.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as analyzeRoute from "@/app/api/soil/analyze/route";
import { resetEnvCache } from "@/lib/env";
import { call, createTestUser } from "@/tests/helpers/http";
import { SOIL_UNAVAILABLE_MESSAGE_UZ } from "@/lib/soil/constants";
import { SOIL_SYSTEM_PROMPT } from "@/lib/soil/prompt";
import { makeJpeg, reportRows, sampleModelAnswer, sampleSubmission } from "@/tests/helpers/soil";

type Captured = { url: string; headers: IncomingMessage["headers"]; body: any };
type Reply = (res: ServerResponse) => void;

let server: Server;
let reply: Reply = () => undefined;
const requests: Captured[] = [];

const ENV_KEYS = ["GOOGLE_GENERATIVE_AI_API_KEY", "GOOGLE_GENERATIVE_AI_BASE_URL", "SOIL_AI_MODEL", "SOIL_AI_TIMEOUT_MS"] as const;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ url: req.url ?? "", headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.GOOGLE_GENERATIVE_AI_API_KEY = "stand-in-key";
  process.env.GOOGLE_GENERATIVE_AI_BASE_URL = `http://127.0.0.1:${port}/v1beta`;
  process.env.SOIL_AI_MODEL = "gemini-2.5-flash";
  resetEnvCache();
});

afterEach(() => {
  requests.length = 0;
  server.closeAllConnections();
  delete process.env.SOIL_AI_TIMEOUT_MS;
  resetEnvCache();
});

afterAll(async () => {
  for (const key of ENV_KEYS) delete process.env[key];
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});

function geminiReply(text: string): Reply {
  return (res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
        usageMetadata: { promptTokenCount: 1850, candidatesTokenCount: 620, totalTokenCount: 2470 },
        modelVersion: "gemini-2.5-flash",
        responseId: "stand-in-1",
      }),
    );
  };
}

const analyze = async (body: unknown) => {
  const user = await createTestUser();
  return { user, res: await call(analyzeRoute.POST, { method: "POST", path: "/api/soil/analyze", body, token: user.token }) };
};

describe("Gemini over HTTP (stand-in)", () => {
  it("sends the rules, the context JSON and the photos inline, and stores the answer as <model>_v1", async () => {
    reply = geminiReply(JSON.stringify(sampleModelAnswer()));
    const jpeg = await makeJpeg(2048, 1536);
    const { user, res } = await analyze({ ...sampleSubmission({ fieldId: "wire" }), photos: [{ mimeType: "image/jpeg", data: jpeg.toString("base64") }] });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: "gemini-2.5-flash_v1", fieldId: "wire", soilProfile: { type: "tipik bo'z tuproq" } });

    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent.url).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(sent.headers["x-goog-api-key"]).toBe("stand-in-key");
    expect(sent.body.systemInstruction.parts).toEqual([{ text: SOIL_SYSTEM_PROMPT }]);
    const [content] = sent.body.contents;
    expect(content.role).toBe("user");
    const [textPart, imagePart] = content.parts;
    const context = JSON.parse(textPart.text.match(/```json\n([\s\S]*)\n```/)[1]);
    expect(context).toMatchObject({ field: { id: "wire", region: "Samarqand viloyati" }, history: { last_3_seasons: [{ year: 2024 }, { year: 2023 }] } });
    expect(imagePart.inlineData.mimeType).toBe("image/jpeg");
    const image = await sharp(Buffer.from(imagePart.inlineData.data, "base64")).metadata();
    expect([image.format, image.width, image.height]).toEqual(["jpeg", 1024, 768]);
    expect(sent.body.generationConfig).toMatchObject({ responseMimeType: "application/json", maxOutputTokens: 4096 });
    expect(sent.body.generationConfig.thinkingConfig).toEqual({ thinkingBudget: 512 });
    expect(sent.body.generationConfig.responseJsonSchema.required).toEqual(["soil_profile", "issues", "recommended_actions", "recommended_crops", "summary_for_farmer_uz"]);

    const [row] = await reportRows(user.id);
    expect(row).toMatchObject({ status: "ok", source: "gemini-2.5-flash_v1", rawAnswer: JSON.stringify(sampleModelAnswer()) });
    expect(row.photos).toHaveLength(1);
  });

  it("gives up after SOIL_AI_TIMEOUT_MS when the API hangs: 503 and a failed row", async () => {
    process.env.SOIL_AI_TIMEOUT_MS = "300";
    resetEnvCache();
    reply = () => undefined; // never answers
    const started = Date.now();
    const { user, res } = await analyze(sampleSubmission());
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: "analysis_unavailable", detail: SOIL_UNAVAILABLE_MESSAGE_UZ });
    const [row] = await reportRows(user.id);
    expect(row).toMatchObject({ status: "failed", source: "gemini-2.5-flash_v1" });
    expect(row.error).toMatch(/TimeoutError/);
  });

  it("answers 503 for an API error and records it without the key", async () => {
    reply = (res) => {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: 400, message: "API key not valid. Please pass a valid API key.", status: "INVALID_ARGUMENT" } }));
    };
    const { user, res } = await analyze(sampleSubmission());
    expect(res.status).toBe(503);
    const [row] = await reportRows(user.id);
    expect(row.status).toBe("failed");
    expect(row.error).toMatch(/APICallError: API key not valid/);
    expect(row.error).not.toContain("stand-in-key");
  });

  it("answers 503 for a reply that is not JSON, keeping the raw text", async () => {
    reply = geminiReply("Tuproq yaxshi ko'rinadi, lekin men JSON yozmayman.");
    const { user, res } = await analyze(sampleSubmission());
    expect(res.status).toBe(503);
    expect((await reportRows(user.id))[0]).toMatchObject({ status: "failed", rawAnswer: "Tuproq yaxshi ko'rinadi, lekin men JSON yozmayman." });
  });
});
