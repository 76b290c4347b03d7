import type { NormalisedPlan, NormalisedRegeneration } from "#domain/planning";
import type { ExerciseLevel } from "#domain/planning/catalogue/types";
import type { NeighbourWorkout } from "#domain/planning/compose-workout";
import type { DurationCalibration } from "#domain/planning/duration-estimate";
import type { EquipmentProfile } from "#domain/planning/equipment";
import type { Performances } from "#domain/planning/performances";
import type { PromptBlock } from "#domain/planning/prompt-training";
import type { BusyEvent } from "#domain/scheduling";
import type { FitnessGoals, Language, PersonalInfo, PlannedSlot, Workout } from "#domain/types";
import type { WeightUnit } from "#domain/weight-units";

// The language-model provider as the plan feature sees it: one interface, an OpenAI-compatible implementation and the
// offline planner. Both return workouts already normalised by the engine; failures are DomainErrors (AI_* codes).

/** Where the person trains and their level (ADR 0071, 0082): both planners prescribe only what these allow. */
export interface PlanPerson {
  equipment: EquipmentProfile;
  level: ExerciseLevel;
}

export interface GeneratePlanInput {
  slots: readonly PlannedSlot[];
  /** The user's events, for the engine's clash warnings. */
  events: readonly BusyEvent[];
  personalInfo: PersonalInfo;
  fitnessGoals: FitnessGoals;
  /** Minutes per workout. */
  duration: number;
  startDate: string;
  language: Language;
  extraRequirements?: string | null;
  /** The caller's clock (ms): ids `workout-{timestamp}-{index}` and the offline planner's seed. */
  timestamp: number;
  /** Workouts completed in the days before `startDate`: their muscles rest on the first date. */
  recent?: readonly NeighbourWorkout[];
  /** The training block and each slot's main exercises, kept by both planners (ADR 0050). */
  block?: PromptBlock;
  /** The user's last sessions in `unit`, for the model's prompt (ADR 0051); the loads are set after, by the caller. */
  performances?: Performances;
  unit?: WeightUnit;
  /** A full gym at the intermediate level when absent. */
  person?: PlanPerson;
  /**
   * The person's seconds per set of each exercise (ADR 0098): the offline planner sizes every session to its slot
   * with it, and the model's reply is sized with it on the server (ADR 0099). Absent: the content's own estimate.
   */
  pace?: DurationCalibration;
  /** The block's lighter week (ADR 0099): both planners plan at most two sets an exercise and add none. */
  lighter?: boolean;
}

export interface RegenerateWorkoutInput {
  workout: Workout;
  /** The rest of the week (the offline planner varies the week and respects adjacent strength days). */
  neighbours: readonly Workout[];
  personalInfo: PersonalInfo;
  fitnessGoals: FitnessGoals;
  language: Language;
  /** The caller's clock (ms), used as a seed. */
  timestamp: number;
  /** The workout's profile and the person's level; a full gym at the intermediate level when absent. */
  person?: PlanPerson;
}

export interface PlanModel {
  readonly kind: "openai" | "offline";
  generatePlan(input: GeneratePlanInput): Promise<NormalisedPlan>;
  regenerateWorkout(input: RegenerateWorkoutInput): Promise<NormalisedRegeneration>;
}
