// An instant stand-in for the Gemini REST API (generateContent) for `npm run bench:soil`: the
// app's real @ai-sdk/google provider talks to it through GOOGLE_GENERATIVE_AI_BASE_URL and gets
// a good soil answer at once, so the benchmark measures our pipeline, not the model. Reply
// format as in tests/api/soil/gemini-standin.test.ts. The cluster test (scripts/cluster/) runs
// it too, with a delay, so that analyses are still waiting on the model while it acts.
import { createServer, type Server } from "node:http";
import { sampleModelAnswer } from "../../tests/helpers/model-answer";

export const STANDIN_MODEL = "gemini-2.5-flash";

export interface GeminiStandin {
  baseUrl: string;
  /** Requests answered, and the largest request body seen (bytes: the downscaled photos). */
  stats: { requests: number; maxBodyBytes: number };
  /** Answers after `ms` from now on (0: at once, the default). */
  setDelay(ms: number): void;
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
  let delayMs = 0;
  const server: Server = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      stats.requests++;
      stats.maxBodyBytes = Math.max(stats.maxBodyBytes, bytes);
      const answer = () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(reply);
      };
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}/v1beta`,
    stats,
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
