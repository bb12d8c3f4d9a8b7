// An instant stand-in for the Gemini REST API (generateContent) for `npm run bench:soil`: the
// app's real @ai-sdk/google provider talks to it through GOOGLE_GENERATIVE_AI_BASE_URL and gets
// a good soil answer at once, so the benchmark measures our pipeline, not the model. Reply
// format as in tests/api/soil/gemini-standin.test.ts.
import { createServer, type Server } from "node:http";
import { sampleModelAnswer } from "../../tests/helpers/model-answer";

export const STANDIN_MODEL = "gemini-2.5-flash";

export interface GeminiStandin {
  baseUrl: string;
  /** Requests answered, and the largest request body seen (bytes: the downscaled photos). */
  stats: { requests: number; maxBodyBytes: number };
  close(): Promise<void>;
}

export async function startGeminiStandin(port: number): Promise<GeminiStandin> {
  const reply = JSON.stringify({
    candidates: [{ content: { role: "model", parts: [{ text: JSON.stringify(sampleModelAnswer()) }] }, finishReason: "STOP", index: 0 }],
    usageMetadata: { promptTokenCount: 1850, candidatesTokenCount: 620, totalTokenCount: 2470 },
    modelVersion: STANDIN_MODEL,
    responseId: "bench-standin",
  });
  const stats = { requests: 0, maxBodyBytes: 0 };
  const server: Server = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      stats.requests++;
      stats.maxBodyBytes = Math.max(stats.maxBodyBytes, bytes);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(reply);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}/v1beta`,
    stats,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
