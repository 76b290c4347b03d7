import type OpenAI from "openai";
import type { CoachModel } from "./coach-model";
import { createOfflineCoachModel } from "./offline-coach/offline-coach-model";
import { createOpenAICoachModel } from "./openai-coach-model";

/**
 * The coach's model: OpenAI-compatible when the language model has a client (OPENAI_API_KEY set), else the built-in
 * offline coach. It reuses the plan model's SDK client (createLanguageModel), so both follow the same env.
 */
export function createCoachModel(options: {
  openai: { client: OpenAI; config: { model: string } } | null;
  timeoutMs: number;
}): CoachModel {
  if (!options.openai) return createOfflineCoachModel();
  return createOpenAICoachModel({
    client: options.openai.client,
    model: options.openai.config.model,
    timeoutMs: options.timeoutMs,
  });
}
