// Model stand-ins for the soil route tests: results in the LanguageModelV4 shape, and a way to
// install a MockLanguageModelV4 (from ai/test, which imports vitest) at the model's one place.
// Imported by *.test.ts files only.
import { MockLanguageModelV4 } from "ai/test";
import { setSoilModelForTests } from "@/lib/soil/model";

export const TEST_MODEL = "gemini-test";

export function textResult(text: string) {
  return {
    content: [{ type: "text" as const, text }],
    finishReason: { unified: "stop" as const, raw: "STOP" },
    usage: {
      inputTokens: { total: 900, noCache: 900, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: 400, text: 400, reasoning: 0 },
    },
    warnings: [],
  };
}

type DoGenerate = ConstructorParameters<typeof MockLanguageModelV4>[0] extends infer O ? (O extends { doGenerate?: infer G } ? G : never) : never;

/** Installs a mock model answering with `reply` (text, or a doGenerate function). */
export function useMockModel(reply: string | DoGenerate, options: { timeoutMs?: number } = {}): MockLanguageModelV4 {
  const model = new MockLanguageModelV4({
    provider: "google.generative-ai",
    modelId: TEST_MODEL,
    doGenerate: typeof reply === "string" ? textResult(reply) : reply,
  });
  setSoilModelForTests({ model, name: TEST_MODEL, ...options });
  return model;
}

/** The text and file parts of the user message of a model call. */
export function userParts(model: MockLanguageModelV4, call = 0) {
  const prompt = model.doGenerateCalls[call].prompt;
  const user = prompt.find((message) => message.role === "user");
  const parts = (user?.content ?? []) as { type: string; text?: string; mediaType?: string; data?: unknown }[];
  const text = parts.find((part) => part.type === "text")?.text ?? "";
  const fence = text.match(/```json\n([\s\S]*)\n```/);
  return {
    system: prompt.find((message) => message.role === "system")?.content,
    text,
    context: fence ? JSON.parse(fence[1]) : null,
    files: parts.filter((part) => part.type === "file"),
  };
}
