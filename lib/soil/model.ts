// The one place the soil model is chosen and called (ARCHITECTURE "An AI feature is a folder").
// Gemini through the AI SDK when GOOGLE_GENERATIVE_AI_API_KEY is set; otherwise null, and the
// rule-based estimator answers (docs/soil-rules.md section 5). Tests swap the model here and
// nowhere else.
import "server-only";
import { createGoogle } from "@ai-sdk/google";
import { generateText, Output, type LanguageModel } from "ai";
import { env } from "@/lib/env";
import { rawSoilAnswerSchema, type RawSoilAnswer } from "./answer-schema";
import { soilSystemPrompt } from "./prompt";
import type { ReportLanguage } from "./report-language";

export type SoilModel = {
  model: Exclude<LanguageModel, string>;
  /** Model name for the report's source tag "<name>_v1". */
  name: string;
  /** Milliseconds before the call is abandoned (SOIL_AI_TIMEOUT_MS). */
  timeoutMs: number;
};

/** Bounded output: a full answer is ~1,500 tokens; anything far longer is a runaway. */
export const MAX_OUTPUT_TOKENS = 4096;
/** Thinking tokens for Gemini 2.x (the SDK's `reasoning: "low"` would allow ~6,500). */
export const LOW_THINKING_BUDGET = 512;

/**
 * Low thinking: Gemini 2.x takes a token budget, Gemini 3 and later a level (sending a level to
 * 2.x, or a budget to 3, is refused or ignored by the API).
 */
export function lowThinkingConfig(modelName: string): { thinkingBudget: number } | { thinkingLevel: "low" } {
  return /(^|\/)gemini-2\./.test(modelName) ? { thinkingBudget: LOW_THINKING_BUDGET } : { thinkingLevel: "low" };
}

let override: SoilModel | null = null;

/** Tests only (through tests/helpers/soil-model.ts): use this model instead of the configured one; null restores configuration. */
export function setSoilModelForTests(model: Omit<SoilModel, "timeoutMs"> & { timeoutMs?: number } | null): void {
  override = model ? { timeoutMs: env().SOIL_AI_TIMEOUT_MS, ...model } : null;
}

/** The configured model, or null when no API key is set (the rules estimator answers). */
export function soilModel(): SoilModel | null {
  if (override) return override;
  const config = env();
  if (!config.GOOGLE_GENERATIVE_AI_API_KEY) return null;
  const google = createGoogle({
    apiKey: config.GOOGLE_GENERATIVE_AI_API_KEY,
    ...(config.GOOGLE_GENERATIVE_AI_BASE_URL ? { baseURL: config.GOOGLE_GENERATIVE_AI_BASE_URL.replace(/\/+$/, "") } : {}),
  });
  return { model: google(config.SOIL_AI_MODEL), name: config.SOIL_AI_MODEL, timeoutMs: config.SOIL_AI_TIMEOUT_MS };
}

export type ModelPhoto = { contentType: string; data: Uint8Array };

export type ModelAnswer = {
  /** The answer parsed against the lenient schema; sanitizeAnswer does the real checking. */
  output: RawSoilAnswer;
  /** The model's raw text, kept with the report. */
  text: string;
};

/**
 * One call: the system rules as instructions, the context JSON as text and the photos as image
 * parts. Throws NoObjectGeneratedError (not JSON / wrong shape), a TimeoutError DOMException,
 * APICallError or RetryError (provider failures); the caller turns every one into a 503.
 */
export async function askSoilModel(choice: SoilModel, userText: string, photos: readonly ModelPhoto[], language: ReportLanguage = "uz"): Promise<ModelAnswer> {
  const result = await generateText({
    model: choice.model,
    instructions: soilSystemPrompt(language),
    messages: [
      {
        role: "user",
        content: [
          { type: "text", text: userText },
          ...photos.map((photo) => ({ type: "file" as const, mediaType: photo.contentType, data: photo.data })),
        ],
      },
    ],
    output: Output.object({ schema: rawSoilAnswerSchema }),
    providerOptions: { google: { thinkingConfig: lowThinkingConfig(choice.name) } },
    temperature: 0.2,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    // One retry for a transient 5xx / 429; the timeout bounds the whole call, retries included.
    maxRetries: 1,
    timeout: choice.timeoutMs,
  });
  return { output: result.output, text: result.text };
}
