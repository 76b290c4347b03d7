import OpenAI from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import { DomainError, isDomainError } from "#domain/errors";
import {
  buildPlanPrompt,
  buildRegeneratePrompt,
  DEFAULT_PROVIDER,
  type NormalisedPlan,
  normalisePlanReply,
  normaliseRegeneratedWorkout,
  readReplyJson,
  shortfallWarnings,
  WORKOUT_PLAN_RESPONSE_FORMAT,
  weekDoseFor,
} from "#domain/planning";
import { conformExercises } from "#domain/planning/conform-exercises";
import { planWeekToDose } from "#domain/planning/dose-plan";
import { keepMainExercises } from "#domain/planning/training-block";
import type { Workout } from "#domain/types";
import type { Logger } from "../../lib/logger";
import { isReplyTooLarge, type OpenAIConfig } from "./openai-client";
import type { GeneratePlanInput, PlanModel, RegenerateWorkoutInput } from "./plan-model";

/** Enough for 7 workouts of 6 exercises with short notes; a cap, so a runaway model stops and costs bounded. */
export const PLAN_MAX_TOKENS = 4096;
export const REGENERATE_MAX_TOKENS = 1024;
export const TEMPERATURE = 0.7;

const provider = DEFAULT_PROVIDER;
const noResponse = () => new DomainError("AI_NO_RESPONSE", `No response from ${provider}`);
const invalidJson = () => new DomainError("AI_INVALID_JSON", `Invalid JSON response from ${provider}`);

type ResponseFormat = ChatCompletionCreateParamsNonStreaming["response_format"];

/**
 * A reply whose workouts propose their own dates must not propose one date twice (docs/product.md §5: two workouts on one date
 * are an error). The schema does not ask for dates and the engine overwrites them from the slots, so this only
 * catches a model (in json_object mode) that answers with its own, self-contradicting schedule (ADR 0008).
 */
function assertNoDuplicateProposedDates(raw: string, required: number): void {
  const reply = readReplyJson(raw, provider);
  if (
    typeof reply !== "object" ||
    reply === null ||
    !Array.isArray((reply as { workouts?: unknown }).workouts)
  )
    return;
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const entry of (reply as { workouts: unknown[] }).workouts.slice(0, required)) {
    const date = (entry as { date?: unknown } | null)?.date;
    if (typeof date !== "string" || date.trim() === "") continue;
    (seen.has(date.trim()) ? duplicates : seen).add(date.trim().slice(0, 20));
  }
  if (duplicates.size > 0) {
    throw new DomainError(
      "AI_DUPLICATE_DATES",
      `Multiple workouts scheduled for the same date(s): ${[...duplicates].sort().join(", ")}`,
    );
  }
}

export interface OpenAIPlanModelOptions {
  client: OpenAI;
  config: OpenAIConfig;
  logger: Logger;
}

/**
 * Plans through any OpenAI-compatible chat completions endpoint: one user message built by the engine, temperature
 * 0.7, strict json_schema (json_object for servers that answer 400 to it; remembered for later calls), a token cap,
 * one SDK retry for transient failures, and one more call when the reply holds too few workouts. The whole
 * generation shares one deadline of `timeoutMs`. Every reply goes through the engine's normalisation.
 */
export function createOpenAIPlanModel(options: OpenAIPlanModelOptions): PlanModel {
  const { client, config, logger } = options;
  let schemaRefused = false;

  async function complete(prompt: string, maxTokens: number, signal: AbortSignal): Promise<string> {
    const send = (format: ResponseFormat) =>
      client.chat.completions.create(
        {
          model: config.model,
          messages: [{ role: "user", content: prompt }],
          temperature: TEMPERATURE,
          max_tokens: maxTokens,
          response_format: format,
        },
        { signal },
      );
    try {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      if (schemaRefused) {
        completion = await send({ type: "json_object" });
      } else {
        try {
          completion = await send(WORKOUT_PLAN_RESPONSE_FORMAT as unknown as ResponseFormat);
        } catch (error) {
          if (!(error instanceof OpenAI.BadRequestError)) throw error;
          // Some compatible servers do not support structured outputs; JSON mode plus the prompt's shape still works.
          logger.warn("llm: json_schema refused, falling back to json_object", { status: error.status });
          schemaRefused = true;
          completion = await send({ type: "json_object" });
        }
      }
      const content = completion.choices?.[0]?.message?.content;
      if (typeof content !== "string" || content.trim() === "") throw noResponse();
      return content;
    } catch (error) {
      throw mapError(error, logger);
    }
  }

  return {
    kind: "openai",
    async generatePlan(input: GeneratePlanInput) {
      const signal = AbortSignal.timeout(config.timeoutMs);
      const prompt = buildPlanPrompt({
        personalInfo: input.personalInfo,
        fitnessGoals: input.fitnessGoals,
        duration: input.duration,
        startDate: input.startDate,
        slots: input.slots,
        language: input.language,
        extraRequirements: input.extraRequirements,
        ...(input.recent ? { recent: input.recent } : {}),
        ...(input.block ? { block: input.block } : {}),
        ...(input.performances ? { performances: input.performances } : {}),
        ...(input.unit ? { unit: input.unit } : {}),
        ...(input.person ? { trainee: input.person } : {}),
      });
      const person = input.person ? { ...input.person, language: input.language } : undefined;
      const attempt = async () => {
        const raw = await complete(prompt, PLAN_MAX_TOKENS, signal);
        assertNoDuplicateProposedDates(raw, input.slots.length);
        const plan = normalisePlanReply({
          raw,
          slots: input.slots,
          events: input.events,
          timestamp: input.timestamp,
          provider,
          ...(person ? { person } : {}),
        });
        const workouts = keepBlockMains(plan.workouts, input);
        if (!person) return toDose(workouts, plan.warnings, input);
        // A block's main put back after the normaliser may be one this profile or level rules out (ADR 0071).
        const warnings = [...plan.warnings];
        const fitted = workouts.map((workout) => {
          const result = conformExercises(workout.exercises, person);
          for (const { from, to } of result.replaced) {
            warnings.push(
              to === null
                ? `Workout on ${workout.day} ${workout.date}: ${from} was left out; nothing you can do there trains the same muscles.`
                : `Workout on ${workout.day} ${workout.date}: ${from} was replaced by ${to}, which suits your equipment and experience.`,
            );
          }
          return result.replaced.length === 0 ? workout : { ...workout, exercises: result.exercises };
        });
        return toDose(fitted, warnings, input);
      };
      try {
        return await attempt();
      } catch (error) {
        // Models miscount now and then; one more try usually gives the full week.
        if (!isDomainError(error) || error.code !== "AI_TOO_FEW") throw error;
        logger.warn("llm: too few workouts, asking once more", { message: error.message });
        return attempt();
      }
    },
    async regenerateWorkout(input: RegenerateWorkoutInput) {
      const signal = AbortSignal.timeout(config.timeoutMs);
      const prompt = buildRegeneratePrompt({
        personalInfo: input.personalInfo,
        fitnessGoals: input.fitnessGoals,
        workout: input.workout,
        language: input.language,
        ...(input.person ? { trainee: input.person } : {}),
      });
      let raw: string;
      try {
        raw = await complete(prompt, REGENERATE_MAX_TOKENS, signal);
      } catch (error) {
        if (isDomainError(error))
          throw new DomainError("AI_REGENERATE_FAILED", "Failed to generate a new workout");
        throw error;
      }
      return normaliseRegeneratedWorkout({
        raw,
        original: input.workout,
        provider,
        ...(input.person ? { person: { ...input.person, language: input.language } } : {}),
      });
    },
  };
}

/**
 * The block's main exercises in each workout, whatever the model chose (ADR 0050): only where the workout kept its
 * slot's type (the normaliser may take the model's order of types when its counts match).
 */
function keepBlockMains(workouts: Workout[], input: GeneratePlanInput): Workout[] {
  const { block } = input;
  if (!block) return workouts;
  return workouts.map((workout, index) => {
    const mains = block.mains[index];
    const slot = input.slots[index];
    return mains && slot?.type === workout.type ? keepMainExercises(workout, mains, input.language) : workout;
  });
}

/**
 * The reply planned to the week's dose like the offline planner's week (ADR 0078, 0099): every workout sized to its
 * slot (a short day's included, ADR 0077), sets moved towards the goal's range within the caps, and the shortfall
 * said. After the block's mains are back and the person's rules applied, so the sizing sees the final content.
 */
function toDose(workouts: Workout[], warnings: readonly string[], input: GeneratePlanInput): NormalisedPlan {
  const dose = weekDoseFor({
    fitnessGoals: input.fitnessGoals,
    personalInfo: input.personalInfo,
    language: input.language,
    ...(input.person ? { level: input.person.level } : {}),
    ...(input.lighter ? { lighter: true } : {}),
  });
  // At the person's own pace (ADR 0098), as the offline planner sizes its week.
  const planned = planWeekToDose({ workouts, ...dose, ...(input.pace ? { calibration: input.pace } : {}) });
  return {
    workouts: planned.workouts,
    warnings: [...warnings, ...shortfallWarnings(planned.shortfall)],
    shortfall: planned.shortfall,
  };
}

/** Every provider failure becomes one of the contract's AI_* DomainErrors; details go to the log, not the user. */
function mapError(error: unknown, logger: Logger): DomainError {
  if (isDomainError(error)) return error;
  if (isReplyTooLarge(error)) {
    logger.warn("llm: reply too large, refused");
    return invalidJson();
  }
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    logger.warn("llm: provider answered with an error", { status: error.status, message: error.message });
    return noResponse();
  }
  if (error instanceof SyntaxError) return invalidJson();
  logger.warn("llm: no usable answer", {
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  return noResponse();
}
