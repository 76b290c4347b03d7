import type OpenAI from "openai";
import { COACH_MAX_TOKENS, COACH_TEMPERATURE, type CoachModel, type CoachModelInput } from "./coach-model";

export interface OpenAICoachModelOptions {
  /** The shared SDK client (integrations/llm createLanguageModel): same key, base URL and size cap. */
  client: OpenAI;
  model: string;
  /** The coach's own deadline; the caller's signal enforces it too, this keeps the SDK's timer in step. */
  timeoutMs: number;
}

/**
 * Streams the reply of an OpenAI-compatible chat endpoint. No retries: a chat reply that fails is better shown as an
 * error the user can retry than delayed by a silent second attempt.
 */
export function createOpenAICoachModel(options: OpenAICoachModelOptions): CoachModel {
  const { client, model, timeoutMs } = options;
  return {
    kind: "openai",
    async *stream(input: CoachModelInput) {
      const stream = await client.chat.completions.create(
        {
          model,
          messages: [
            { role: "system", content: input.system },
            ...input.messages.map((m) => ({ role: m.role, content: m.content })),
          ],
          temperature: COACH_TEMPERATURE,
          max_tokens: COACH_MAX_TOKENS,
          stream: true,
        },
        { signal: input.signal, timeout: timeoutMs, maxRetries: 0 },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    },
  };
}
