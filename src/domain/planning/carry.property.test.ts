// Work carried, not lost (ADR 0079), over generated weeks: caps, pinned workouts, the week's edge.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../scheduling/dates";
import { type FitnessGoal, WEEKDAYS, type Workout, type WorkoutType } from "../types";
import { carryOutstanding, MAX_EXTRA_SETS_PER_SESSION } from "./carry";
import { EXERCISE_LEVELS } from "./catalogue/types";
import { slotMinutes } from "./dose-plan";
import { estimateSeconds } from "./duration-estimate";
import { buildOfflinePlan } from "./offline-planner";
import { SLOT_TOLERANCE, shrinkWorkout } from "./session-fit";
import { type LedgerSession, type SessionState, weekLedger } from "./week-ledger";
import { DOSE_GROUPS, doseTarget, setShares, weekDose } from "./weekly-dose";

const START = "2026-03-02";
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

function plan(
  types: readonly WorkoutType[],
  offsets: readonly number[],
  seed: number,
  minutes: number,
  primaryGoal: FitnessGoal = "Build muscle",
): Workout[] {
  return buildOfflinePlan({
    slots: types.map((type, i) => {
      const date = addDays(START, offsets[i]!);
      const end = 7 * 60 + minutes;
      return {
        day: weekday(date),
        date,
        startTime: "07:00",
        endTime: `${String(Math.floor(end / 60)).padStart(2, "0")}:${String(end % 60).padStart(2, "0")}`,
        type,
        inPreferredWindow: true,
      };
    }),
    personalInfo: { age: 35, weight: 170, height: 68, gender: "female" },
    fitnessGoals: { primaryGoal, secondaryGoals: [] },
    duration: minutes,
    language: "en",
    seed,
    timestamp: 1,
  });
}

const scenario = fc
  .record({
    days: fc.uniqueArray(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 6 }),
    type: fc.constantFrom<WorkoutType>("Weight Training", "Bodyweight"),
    minutes: fc.constantFrom(30, 45, 60),
    seed: fc.integer(),
    level: fc.constantFrom(...EXERCISE_LEVELS),
    states: fc.array(fc.constantFrom<SessionState>("planned", "done", "skipped", "missed"), {
      minLength: 6,
      maxLength: 6,
    }),
    pinned: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    shrinkTo: fc.array(fc.option(fc.constantFrom(20, 25, 30), { nil: undefined }), {
      minLength: 6,
      maxLength: 6,
    }),
    today: fc.integer({ min: 0, max: 6 }),
  })
  .map((s) => ({ ...s, days: [...s.days].sort((a, b) => a - b) }));

describe("carryOutstanding (property)", () => {
  it("counts earlier carries against a session's cap: two carries never add more than 4 sets to one session", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const workouts = plan(
          s.days.map(() => s.type),
          s.days,
          s.seed,
          s.minutes,
        );
        const options = {
          now: { date: START, time: "00:00" },
          target: doseTarget("Build muscle", s.level),
          language: "en" as const,
        };
        const first = {
          startDate: START,
          sessions: workouts.map((workout, i) => ({
            workout,
            state: i === 0 ? ("skipped" as const) : ("planned" as const),
          })),
        };
        const once = carryOutstanding(first, weekLedger(first), options);
        const updated = new Map(once.workouts.map((workout) => [workout.id, workout]));
        // A second skip (ADR 0094): another session owes, earlier records come along.
        const second = {
          startDate: START,
          carried: once.records,
          sessions: [
            ...first.sessions.map((session) => ({
              ...session,
              workout: updated.get(session.workout.id) ?? session.workout,
            })),
            { workout: { ...workouts[0]!, id: "again" }, state: "skipped" as const },
          ],
        };
        const ledger = weekLedger(second);
        ledger.owed = ledger.owed.filter((owed) => owed.fromWorkoutId === "again");
        const twice = carryOutstanding(second, ledger, options);
        for (const workout of workouts) {
          const extra = [...once.records, ...twice.records]
            .filter((record) => record.toWorkoutId === workout.id)
            .reduce((sum, record) => sum + record.sets, 0);
          expect(extra).toBeLessThanOrEqual(MAX_EXTRA_SETS_PER_SESSION);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("moves owed sets within every cap, never touches a pinned, past or next-week workout, and never carries twice", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const workouts = plan(
          s.days.map(() => s.type),
          s.days,
          s.seed,
          s.minutes,
        );
        const sessions: LedgerSession[] = workouts.map((workout, i) => {
          const shrink = s.shrinkTo[i];
          if (shrink === undefined || shrink >= s.minutes)
            return { workout, state: s.states[i]!, pinned: s.pinned[i]! };
          const shrunk = shrinkWorkout(workout, shrink);
          return {
            workout: shrunk.workout,
            state: s.states[i]!,
            pinned: s.pinned[i]!,
            dropped: shrunk.dropped,
          };
        });
        const week = { startDate: START, sessions };
        const ledger = weekLedger(week);
        const target = doseTarget("Build muscle", s.level);
        const now = { date: addDays(START, s.today), time: "12:00" };
        const result = carryOutstanding(week, ledger, { now, target, language: "en" });

        const changed = new Map(result.workouts.map((workout) => [workout.id, workout]));
        for (const session of sessions) {
          const after = changed.get(session.workout.id);
          if (after === undefined) continue;
          // Only planned, unpinned, later sessions of this week change.
          expect(session.pinned).toBe(false);
          expect(session.state).toBe("planned");
          expect(after.date > now.date).toBe(true);
          expect(after.date <= addDays(START, 6)).toBe(true);
          // Within the 3-sets cap, the extra-sets cap, and its slot.
          for (const exercise of after.exercises) expect(exercise.sets).toBeLessThanOrEqual(3);
          const extra = result.records
            .filter((record) => record.toWorkoutId === after.id)
            .reduce((sum, record) => sum + record.sets, 0);
          expect(extra).toBeLessThanOrEqual(MAX_EXTRA_SETS_PER_SESSION);
          const seconds = slotMinutes(after) * 60;
          expect(estimateSeconds(after.exercises)).toBeLessThanOrEqual(seconds * (1 + SLOT_TOLERANCE));
        }
        // Every owed set is either carried or dropped with a reason.
        const owed = ledger.owed.reduce((sum, item) => sum + item.sets, 0);
        const carried = result.records.reduce((sum, record) => sum + record.sets, 0);
        const dropped = result.dropped.reduce((sum, item) => sum + item.sets, 0);
        expect(carried + dropped).toBe(owed);
        // Never past the week's maximum where it added sets.
        const expected = weekDose(
          sessions
            .filter((session) => session.state === "done" || session.state === "planned")
            .map((session) => changed.get(session.workout.id) ?? session.workout),
        ).sets;
        const before = weekDose(
          sessions
            .filter((session) => session.state === "done" || session.state === "planned")
            .map((session) => session.workout),
        ).sets;
        for (const group of DOSE_GROUPS) {
          if (expected[group] > before[group]) expect(expected[group]).toBeLessThanOrEqual(target.sets.max);
        }
        // Carried once: with the records kept, nothing more is owed for what moved.
        const again = weekLedger({ ...week, carried: result.records });
        const owedAgain = again.owed.reduce((sum, item) => sum + item.sets, 0);
        expect(owedAgain).toBe(owed - carried);
      }),
      { numRuns: 60 },
    );
  });
});

describe("shrinkWorkout (ADR 0077)", () => {
  it("keeps the main lifts, loses only what it reports, and ends at start + minutes (property)", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(20, 25, 30, 35), (seed, minutes) => {
        const [workout] = plan(["Weight Training"], [0], seed, 60);
        const result = shrinkWorkout(workout!, minutes);
        const training = (w: Workout) => w.exercises.filter((exercise) => exercise.part === undefined);
        for (const name of result.kept) {
          expect(training(result.workout).some((exercise) => exercise.name === name)).toBe(true);
        }
        const setsBefore = training(workout!).reduce((sum, exercise) => sum + exercise.sets, 0);
        const setsAfter = training(result.workout).reduce((sum, exercise) => sum + exercise.sets, 0);
        const lost = result.dropped.reduce((sum, item) => sum + item.sets, 0);
        expect(setsAfter + lost).toBe(setsBefore);
        expect(result.workout.endTime).toBe(
          `07:${String(minutes).padStart(2, "0")}`.replace("07:60", "08:00"),
        );
        expect(training(result.workout).length).toBeGreaterThanOrEqual(4);
        expect(result.fits).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("pairs only non-competing exercises into supersets (property)", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const [workout] = plan(["Weight Training"], [0], seed, 60);
        const result = shrinkWorkout(workout!, 20);
        for (const [a, b] of result.supersets) {
          const main = (name: string | undefined) =>
            Object.entries(setShares({ name: name ?? "" })).flatMap(([group, share]) =>
              share === 1 ? [group] : [],
            );
          expect(main(a).some((group) => main(b).includes(group))).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("carryOutstanding: skipping Tuesday", () => {
  it("moves Tuesday's sets into the rest of the week, and gives a reason for what it drops", () => {
    const workouts = plan(
      ["Weight Training", "Weight Training", "Weight Training", "Weight Training"],
      [1, 2, 3, 5],
      5,
      45,
      "Improve overall health",
    );
    const sessions: LedgerSession[] = workouts.map((workout, i) => ({
      workout,
      state: i === 0 ? "skipped" : "planned",
    }));
    const week = { startDate: START, sessions };
    const ledger = weekLedger(week);
    const result = carryOutstanding(week, ledger, {
      now: { date: addDays(START, 1), time: "09:00" },
      target: doseTarget("Build muscle", "advanced"),
      setCap: 3,
      language: "en",
    });
    const owed = ledger.owed.reduce((sum, item) => sum + item.sets, 0);
    expect(owed).toBeGreaterThan(0);
    expect(result.records.length).toBeGreaterThan(0);
    for (const item of result.dropped)
      expect(["no-session", "session-cap", "set-cap", "weekly-max", "no-time"]).toContain(item.reason);
    for (const workout of result.workouts) expect(result.reasons[workout.id]?.code).toBe("carried-in");
    const outstanding = DOSE_GROUPS.reduce((sum, group) => sum + ledger.groups[group].outstanding, 0);
    expect(outstanding).toBeGreaterThan(0);
  });
});
