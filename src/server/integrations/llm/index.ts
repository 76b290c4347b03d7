import type { Logger } from "../../lib/logger";
import { createOfflinePlanModel } from "./offline-model";
import { createOpenAIClient, type OpenAIConfig } from "./openai-client";
import { createOpenAIPlanModel } from "./openai-plan-model";
import type { PlanModel } from "./plan-model";

export type { OpenAIConfig } from "./openai-client";
export { createOpenAIClient, MAX_REPLY_BYTES } from "./openai-client";
export type { GeneratePlanInput, PlanModel, RegenerateWorkoutInput } from "./plan-model";

/** What the server needs of the environment to pick a provider (a subset of Env, so tests can pass literals). */
export interface LanguageModelEnv {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL: string;
  OPENAI_TIMEOUT_MS: number;
}

export interface LanguageModel {
  readonly kind: "openai" | "offline";
  plan: PlanModel;
  /** The shared SDK client and its settings when a key is set; the coach builds its chat on them. */
  openai: { client: ReturnType<typeof createOpenAIClient>; config: OpenAIConfig } | null;
}

/** OpenAI-compatible when OPENAI_API_KEY is set, else the offline planner (the embedded default). */
export function createLanguageModel(env: LanguageModelEnv, logger: Logger): LanguageModel {
  if (!env.OPENAI_API_KEY) return { kind: "offline", plan: createOfflinePlanModel(), openai: null };
  const config: OpenAIConfig = {
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
  };
  const client = createOpenAIClient(config);
  return {
    kind: "openai",
    plan: createOpenAIPlanModel({ client, config, logger }),
    openai: { client, config },
  };
}
