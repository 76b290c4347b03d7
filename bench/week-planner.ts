// Benchmark of the week that bends (issue #34): the offline planner sizing a week to its slots and its dose, then the
// week's ledger and a carry after a skipped session, on a calendar of 1,000 events, as a ratio against the plan
// skeleton (the engine baseline) timed in the same run. Budget: the dose, ledger and carry work adds no more than the
// engine's own budget (docs/architecture.md §7: 1,000 events ≤ 5 ms median). Run alone with
// `node --import tsx bench/week-planner.ts`.
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { carryOutstanding } from "#domain/planning/carry";
import { buildOfflinePlan, buildOfflineWeek } from "#domain/planning/offline-planner";
import { weekLedger } from "#domain/planning/week-ledger";
import { doseTarget } from "#domain/planning/weekly-dose";
import { buildPlanSkeleton, type PlanSkeletonInput } from "#domain/scheduling";
import type { WorkoutPreferences } from "#domain/types";
import { benchEvents } from "./engine";

const START_DATE = "2026-11-23";
const PREFERENCES: WorkoutPreferences = {
  duration: 45,
  frequency: 5,
  preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
  workoutTypes: ["Weight Training", "Bodyweight", "Cardio"],
};
const BUDGET_MS = 5;
const PERSON = { age: 35, weight: 170, height: 68, gender: "female" as const };

function median(run: () => void, iterations: number, warmUp: number): number {
  for (let i = 0; i < warmUp; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

const ms = (value: number) => value.toFixed(3);

export async function runWeekPlannerBench(): Promise<{ section: string; overBudget: boolean }> {
  const input: PlanSkeletonInput = {
    startDate: START_DATE,
    events: benchEvents(1_000),
    preferences: PREFERENCES,
  };
  const { slots } = buildPlanSkeleton(input);
  const planInput = {
    slots,
    personalInfo: PERSON,
    fitnessGoals: { primaryGoal: "Build muscle" as const, secondaryGoals: [] },
    duration: PREFERENCES.duration,
    language: "en" as const,
    seed: 42,
    timestamp: 1,
    level: "intermediate" as const,
  };
  const target = doseTarget("Build muscle", "intermediate");
  // The full ledger: the first session skipped, the second done, the rest planned; now is the first day's noon.
  const carry = () => {
    const week = buildOfflineWeek(planInput);
    const sessions = week.workouts.map((workout, index) => ({
      workout,
      state: index === 0 ? ("skipped" as const) : index === 1 ? ("done" as const) : ("planned" as const),
    }));
    const ledgerInput = { startDate: START_DATE, sessions };
    const ledger = weekLedger(ledgerInput);
    carryOutstanding(ledgerInput, ledger, {
      now: { date: START_DATE, time: "12:00" },
      target,
      language: "en",
    });
  };

  const skeleton = median(() => buildPlanSkeleton(input), 200, 30);
  // Composing the workouts is the planner as it was; what this issue adds is everything after it.
  const composed = median(() => buildPlanSkeleton(input) && buildOfflinePlan(planInput), 100, 20);
  const whole = median(() => buildPlanSkeleton(input) && carry(), 100, 20);
  const added = Math.max(0, whole - composed);
  const overBudget = added > BUDGET_MS;
  const section = [
    "## Week planner: slots, dose, ledger and carry",
    "",
    `One week (start ${START_DATE}, ${slots.length} workouts of ${PREFERENCES.duration} minutes, Build muscle, intermediate) on a ` +
      "calendar of 1,000 events: the plan skeleton, the offline planner sizing every session to its slot and the week to " +
      "its dose, the week's ledger with the first session skipped and the second done, and the carry of its sets. " +
      `Medians after warm-up; Node ${process.version}.`,
    "",
    "| Step | Median (ms) | × skeleton |",
    "|---|---:|---:|",
    `| Plan skeleton (engine baseline) | ${ms(skeleton)} | 1.0× |`,
    `| Skeleton + planned week (sized to slots and dose) | ${ms(composed)} | ${(composed / skeleton).toFixed(1)}× |`,
    `| Skeleton + planned week + ledger + carry | ${ms(whole)} | ${(whole / skeleton).toFixed(1)}× |`,
    "",
    `Budget: the ledger and carry on top of a planned week ≤ ${BUDGET_MS} ms median (the engine's budget) — ` +
      `**${overBudget ? "FAIL" : "PASS"}** (${ms(added)} ms).`,
    "",
  ].join("\n");
  return { section, overBudget };
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  console.log((await runWeekPlannerBench()).section);
}
