// Benchmark of the pure scheduling engine: building one week's plan skeleton as the number of events grows
// (docs/architecture.md §7: 1,000 events ≤ 5 ms median; cost grows linearly). Run alone with `node --import tsx bench/engine.ts`.
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { normalisePlanReply } from "#domain/planning";
import { addDays, buildPlanSkeleton, type PlanSkeletonInput } from "#domain/scheduling";
import { type ScheduleEvent, WEEKDAYS, type WorkoutPreferences } from "#domain/types";

const SIZES = [0, 10, 100, 1_000, 10_000] as const;
const START_DATE = "2026-11-23";
const PREFERENCES: WorkoutPreferences = {
  duration: 45,
  frequency: 5,
  preferredTimes: ["Morning (8AM-11AM)", "Evening (5PM-8PM)"],
  workoutTypes: ["Weight Training", "Cardio", "Yoga"],
};
const BUDGET_MS_AT_1000 = 5;
/** Per-event cost at 10,000 events may exceed the cost at 1,000 by this factor before growth counts as worse than linear. */
const LINEAR_SLACK = 1.5;

/** Small deterministic generator (mulberry32), so every run measures the same calendar. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * A calendar like an imported one: about 30% weekly events (at most 5 per weekday, as a real week holds), the rest
 * dated (half by `date`, half one-time with `specificDate`) over three years around the plan week, 30-120 minutes
 * long between 07:00 and 20:00 on quarter hours.
 */
export function benchEvents(count: number, seed = 42): ScheduleEvent[] {
  const next = random(seed);
  const events: ScheduleEvent[] = [];
  let weekly = 0;
  for (let i = 0; i < count; i++) {
    const start = 7 * 60 + Math.floor(next() * 52) * 15;
    const times = {
      startTime: hhmm(start),
      endTime: hhmm(Math.min(start + 30 + Math.floor(next() * 7) * 15, 23 * 60)),
    };
    if (next() < 0.3 && weekly < 35) {
      weekly++;
      events.push({
        name: `Weekly ${i}`,
        day: WEEKDAYS[Math.floor(next() * 7)]!,
        isRecurring: true,
        ...times,
      });
      continue;
    }
    const date = addDays(START_DATE, Math.floor(next() * 1095) - 730);
    const dated = next() < 0.5 ? { date } : { specificDate: date };
    events.push({ name: `Event ${i}`, day: "Monday", isRecurring: false, ...dated, ...times });
  }
  return events;
}

interface Timing {
  median: number;
  p95: number;
}

function measure(run: () => void, iterations: number, warmUp: number): Timing {
  for (let i = 0; i < warmUp; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

const ms = (value: number) => value.toFixed(3);

/** A reply shaped like the offline planner's: one workout per slot, six exercises each. */
function offlineReply(input: PlanSkeletonInput): {
  raw: string;
  slots: ReturnType<typeof buildPlanSkeleton>["slots"];
} {
  const { slots } = buildPlanSkeleton(input);
  const workouts = slots.map((slot, i) => ({
    name: `${slot.type} ${i + 1}`,
    description: "Steady work with full range of motion.",
    type: slot.type,
    intensity: "Medium",
    exercises: Array.from({ length: 6 }, (_, k) => ({
      name: `Move ${k}`,
      sets: 3,
      reps: "8-12",
      notes: "Brace your core",
    })),
  }));
  return { raw: JSON.stringify({ workouts }), slots };
}

/** Pairs for the growth figure: each pair times 1,000 then 10,000 events back to back. */
const GROWTH_PAIRS = 60;

/**
 * Per-event cost at 10,000 events over the cost at 1,000, as the median of pairs timed back to back. The two rows of
 * the table are timed a second or more apart, so a busy moment on a shared machine could land on one of them only
 * and pass for worse-than-linear growth; inside a pair both sizes see the same machine.
 */
function interleavedGrowth(): number {
  const input = (size: number): PlanSkeletonInput => ({
    startDate: START_DATE,
    events: benchEvents(size),
    preferences: PREFERENCES,
  });
  const small = input(1_000);
  const large = input(10_000);
  const time = (run: () => void) => {
    const started = performance.now();
    run();
    return performance.now() - started;
  };
  const ratios: number[] = [];
  for (let i = 0; i < GROWTH_PAIRS; i++) {
    const a = time(() => buildPlanSkeleton(small));
    const b = time(() => buildPlanSkeleton(large));
    ratios.push(b / 10_000 / (a / 1_000));
  }
  ratios.sort((x, y) => x - y);
  return ratios[Math.floor(ratios.length / 2)]!;
}

export async function runEngineBench(): Promise<string> {
  const rows: string[] = [];
  const medians = new Map<number, number>();
  let previous: number | null = null;
  for (const size of SIZES) {
    const input: PlanSkeletonInput = {
      startDate: START_DATE,
      events: benchEvents(size),
      preferences: PREFERENCES,
    };
    const large = size >= 10_000;
    const timing = measure(() => buildPlanSkeleton(input), large ? 60 : 400, large ? 10 : 50);
    medians.set(size, timing.median);
    const perThousand = size === 0 ? "—" : ms((timing.median / size) * 1000);
    const growth = previous === null || previous === 0 ? "—" : `${(timing.median / previous).toFixed(1)}×`;
    rows.push(
      `| ${size.toLocaleString("en-US")} | ${ms(timing.median)} | ${ms(timing.p95)} | ${perThousand} | ${growth} |`,
    );
    previous = timing.median;
  }

  const at1000 = medians.get(1_000)!;
  const perEventGrowth = interleavedGrowth();
  const pass = at1000 <= BUDGET_MS_AT_1000 && perEventGrowth <= LINEAR_SLACK;

  const reply = offlineReply({ startDate: START_DATE, events: benchEvents(100), preferences: PREFERENCES });
  const normalise = measure(
    () =>
      normalisePlanReply({
        raw: reply.raw,
        slots: reply.slots,
        events: [],
        timestamp: 0,
        provider: "offline",
      }),
    400,
    50,
  );

  return [
    "## Scheduling engine",
    "",
    `Building one week's plan skeleton (start ${START_DATE}, ${PREFERENCES.frequency} workouts of ${PREFERENCES.duration} minutes, ` +
      "2 preferred windows, 3 types). Events are spread over the weekdays: about 30% weekly (at most 35), the rest dated " +
      `over three years around the plan week. Median and p95 over 400 runs (60 at 10,000 events) after warm-up; Node ${process.version}.`,
    "",
    "| Events | Median (ms) | p95 (ms) | ms per 1,000 events | Growth vs previous row |",
    "|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    `Normalising an offline-shaped reply (${reply.slots.length} workouts × 6 exercises): median ${ms(normalise.median)} ms, p95 ${ms(normalise.p95)} ms.`,
    "",
    `Budget: 1,000 events ≤ ${BUDGET_MS_AT_1000} ms median; growth no worse than linear — **${pass ? "PASS" : "FAIL"}** ` +
      `(1,000 events: ${ms(at1000)} ms; per-event cost at 10,000 is ${perEventGrowth.toFixed(2)}× that at 1,000, the median of ${GROWTH_PAIRS} pairs timed back to back, limit ${LINEAR_SLACK}×).`,
    "",
  ].join("\n");
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  console.log(await runEngineBench());
}
