import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { lowThinkingConfig, setSoilModelForTests, soilModel } from "./model";
import { useMockModel } from "@/tests/helpers/soil-model";

const KEYS = ["GOOGLE_GENERATIVE_AI_API_KEY", "GOOGLE_GENERATIVE_AI_BASE_URL", "SOIL_AI_MODEL", "SOIL_AI_TIMEOUT_MS"];

afterEach(() => {
  setSoilModelForTests(null);
  for (const key of KEYS) delete process.env[key];
  resetEnvCache();
});

describe("soilModel", () => {
  it("is null without an API key (the rules answer)", () => {
    delete process.env.GOOGLE_GENERATIVE_AI_API_KEY;
    resetEnvCache();
    expect(soilModel()).toBeNull();
  });

  it("is the configured Gemini model with the configured timeout when a key is set", () => {
    Object.assign(process.env, { GOOGLE_GENERATIVE_AI_API_KEY: "k", SOIL_AI_MODEL: "gemini-3-flash", SOIL_AI_TIMEOUT_MS: "1234" });
    resetEnvCache();
    const choice = soilModel();
    expect(choice).toMatchObject({ name: "gemini-3-flash", timeoutMs: 1234, model: { modelId: "gemini-3-flash" } });
  });

  it("can be swapped in one place by tests", () => {
    const model = useMockModel("{}");
    expect(soilModel()?.model).toBe(model);
    setSoilModelForTests(null);
    expect(soilModel()?.model).not.toBe(model);
  });
});

it.each([
  ["gemini-2.5-flash", { thinkingBudget: 512 }],
  ["models/gemini-2.0-flash", { thinkingBudget: 512 }],
  ["gemini-3-flash-preview", { thinkingLevel: "low" }],
  ["gemini-flash-latest", { thinkingLevel: "low" }],
])("low thinking for %s", (name, config) => {
  expect(lowThinkingConfig(name)).toEqual(config);
});
