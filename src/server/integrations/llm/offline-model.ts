import { buildOfflineWeek, buildOfflineWorkout, shortfallWarnings } from "#domain/planning";
import type { PlanModel } from "./plan-model";

/** The engine's offline planner: instant, deterministic for a given timestamp, never fails on good input. */
export function createOfflinePlanModel(): PlanModel {
  return {
    kind: "offline",
    async generatePlan(input) {
      const week = buildOfflineWeek({
        slots: input.slots,
        personalInfo: input.personalInfo,
        fitnessGoals: input.fitnessGoals,
        duration: input.duration,
        language: input.language,
        seed: input.timestamp,
        timestamp: input.timestamp,
        ...(input.person ? { equipment: input.person.equipment, level: input.person.level } : {}),
        ...(input.recent ? { recent: input.recent } : {}),
        ...(input.pace ? { calibration: input.pace } : {}),
        ...(input.lighter ? { lighter: true } : {}),
        ...(input.block
          ? { keep: input.block.mains.map((mains) => mains?.flatMap((main) => (main.id ? [main.id] : []))) }
          : {}),
      });
      // Planned to the week's dose (ADR 0078); what the free time could not hold is said, as for the model.
      return {
        workouts: week.workouts,
        warnings: shortfallWarnings(week.shortfall),
        shortfall: week.shortfall,
      };
    },
    async regenerateWorkout(input) {
      const workout = buildOfflineWorkout({
        workout: input.workout,
        neighbours: input.neighbours,
        personalInfo: input.personalInfo,
        fitnessGoals: input.fitnessGoals,
        language: input.language,
        seed: input.timestamp,
        ...(input.person ? { equipment: input.person.equipment, level: input.person.level } : {}),
      });
      return { workout, warnings: [] };
    },
  };
}
