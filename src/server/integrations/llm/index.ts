import type { Logger } from "../../lib/logger";
import { createOfflinePlanModel } from "./offline-model";
import { createOpenAIClient, type OpenAIConfig } from "./openai-client";
import { createOpenAIPlanModel } from "./openai-plan-model";
import type { PlanModel } from "./plan-model";

export type { OpenAIConfig } from "./openai-client";
export { createOpenAIClient } from "./openai-client";
export type { PlanModel } from "./plan-model";

export interface LanguageModel {
  readonly kind: "openai" | "offline";
  plan: PlanModel;
  /** The shared SDK client and its settings when a key is set; the coach builds its chat on them. */
  openai: { client: ReturnType<typeof createOpenAIClient>; config: OpenAIConfig } | null;
}

/** OpenAI-compatible when configured (OPENAI_API_KEY, config.ts), else the offline planner (the embedded default). */
export function createLanguageModel(config: OpenAIConfig | undefined, logger: Logger): LanguageModel {
  if (!config) return { kind: "offline", plan: createOfflinePlanModel(), openai: null };
  const client = createOpenAIClient(config);
  return {
    kind: "openai",
    plan: createOpenAIPlanModel({ client, config, logger }),
    openai: { client, config },
  };
}
