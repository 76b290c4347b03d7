import { daysBetween } from "../scheduling/dates";
import type { Exercise, FitnessGoal, Language, PlannedSlot, Workout } from "../types";
import { exerciseById } from "./catalogue";
import { type LighterWeekReason, lighterWeek, type WeekLoad } from "./lighter-week";
import { EXERCISE_DEFAULTS, REPLY_LIMITS } from "./normalise-workout";
import { performanceKey } from "./performances";
import { exerciseNote, localiseReps } from "./workout-text";

// Training blocks (ADR 0050): a plan belongs to a block of 4-6 weeks chosen from the goal. Within a block each
// workout slot keeps its main exercises week after week, so loads can progress; the accessories rotate. A new block
// starts when the last one has run its weeks, when the goal changes, or before the block's first date.

/** Weeks per block by primary goal: strength and endurance adapt over longer blocks, the rest over shorter ones. */
export const BLOCK_WEEKS: Record<FitnessGoal, number> = {
  "Build muscle": 6,
  "Improve endurance": 6,
  "Improve overall health": 5,
  "Lose weight": 4,
  "Increase flexibility": 4,
  "Reduce stress": 4,
};

/** One main exercise of a slot: its catalogue id when it has one, and the prescription it was first planned with. */
export interface MainExercise {
  id: string | null;
  name: string;
  sets: number;
  reps: string;
}

export interface TrainingBlock {
  id: string;
  goal: FitnessGoal;
  weeks: number;
  /** The first date of the block's first week. */
  startDate: string;
  /** Per slot key (slotKeys), the main exercises from the first time the slot was planned in this block. */
  slots: Readonly<Record<string, readonly MainExercise[]>>;
  /**
   * The block's lighter week (0-based) and why, chosen when the block starts (ADR 0099); absent on a block stored
   * before, which has none.
   */
  lighter?: LighterWeekReason;
}

export interface BlockWeek {
  block: TrainingBlock;
  /** 1-based week of the block that `startDate` falls in. */
  week: number;
  /** True when this plan starts the block. */
  started: boolean;
}

/**
 * The block a plan starting on `startDate` belongs to: the current one continued, or a new one (always when the user
 * asked for one: `fresh`).
 */
export function blockForWeek(
  current: TrainingBlock | null,
  options: {
    goal: FitnessGoal;
    startDate: string;
    newId: string;
    fresh?: boolean;
    /** Each week's calendar load for a new block of `weeks` from `startDate` (lighter-week.ts blockWeekLoads). */
    loads?: (startDate: string, weeks: number) => WeekLoad[];
  },
): BlockWeek {
  const { goal, startDate } = options;
  if (current && current.goal === goal && !options.fresh) {
    const days = daysBetween(current.startDate, startDate);
    if (days >= 0 && days < current.weeks * 7) {
      return { block: current, week: Math.floor(days / 7) + 1, started: false };
    }
  }
  const weeks = BLOCK_WEEKS[goal];
  const lighter = lighterWeek(options.loads?.(startDate, weeks) ?? []);
  const block = { id: options.newId, goal, weeks, startDate, slots: {}, lighter: { ...lighter } };
  if (lighter.code === "default") block.lighter = { code: "default", week: weeks - 1 };
  return { block, week: 1, started: true };
}

/** Whether the block's week `week` (1-based) is its lighter one (ADR 0099). */
export function isLighterWeek(block: Pick<TrainingBlock, "lighter">, week: number): boolean {
  return block.lighter !== undefined && block.lighter.week === week - 1;
}

/**
 * A key per slot, in the slots' order: its type, its split (strength days) and its rank among the week's slots of
 * that type and split by date. "The second upper-body strength day" is the same slot next week whatever its weekday.
 */
export function slotKeys(slots: readonly Pick<PlannedSlot, "date" | "type" | "focus">[]): string[] {
  const order = slots
    .map((_, index) => index)
    .sort((a, b) => slots[a]!.date.localeCompare(slots[b]!.date) || a - b);
  const seen = new Map<string, number>();
  const keys = new Array<string>(slots.length);
  for (const index of order) {
    const slot = slots[index]!;
    const kind = `${slot.type}|${slot.focus ?? ""}`;
    const rank = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, rank);
    keys[index] = `${kind}|${rank}`;
  }
  return keys;
}

/** The main exercises of a workout of `count` exercises: the first half, rounded up (the planner puts lifts first). */
export function mainCount(count: number): number {
  return Math.ceil(count / 2);
}

export function mainExercisesOf(workout: Pick<Workout, "exercises">): MainExercise[] {
  // Timed parts (a warm-up, ADR 0077) are not exercises: the mains are the first half of the training.
  const training = workout.exercises.filter((exercise) => exercise.part === undefined);
  return training.slice(0, mainCount(training.length)).map((exercise) => {
    const key = performanceKey(exercise.name);
    return {
      id: key.startsWith("name:") ? null : key,
      name: exercise.name,
      sets: exercise.sets,
      reps: exercise.reps,
    };
  });
}

/** The block with the main exercises of every slot planned for the first time in it. */
export function withSlotTemplates(
  block: TrainingBlock,
  keys: readonly string[],
  workouts: readonly Pick<Workout, "exercises">[],
): TrainingBlock {
  const added: Record<string, MainExercise[]> = {};
  keys.forEach((key, index) => {
    const workout = workouts[index];
    if (workout && block.slots[key] === undefined && added[key] === undefined)
      added[key] = mainExercisesOf(workout);
  });
  return Object.keys(added).length === 0 ? block : { ...block, slots: { ...block.slots, ...added } };
}

/** The key a main exercise is matched by: its catalogue id, else its name's. */
const mainKey = (main: MainExercise) => main.id ?? performanceKey(main.name);

/**
 * The block after the user edited one of its workouts, or null when it stays as it is. When a main exercise of the
 * workout's slot is gone from the edited list (replaced or removed), the slot's mains become the first half of the
 * edited list, so next week brings the user's choice back; added accessories or changed sets change nothing. The slot
 * is the one of the workout's type whose mains the workout held most of before the edit; a workout outside the
 * block's weeks, or whose type was changed, leaves the block alone.
 */
export function withEditedMains(
  block: TrainingBlock,
  before: Pick<Workout, "type" | "date" | "exercises">,
  after: Pick<Workout, "type" | "exercises">,
): TrainingBlock | null {
  const days = daysBetween(block.startDate, before.date);
  if (days < 0 || days >= block.weeks * 7 || after.type !== before.type || after.exercises.length === 0)
    return null;
  const held = new Set(before.exercises.map((exercise) => performanceKey(exercise.name)));
  let slot: string | null = null;
  let most = 0;
  for (const [key, mains] of Object.entries(block.slots)) {
    if (!key.startsWith(`${before.type}|`)) continue;
    const count = mains.filter((main) => held.has(mainKey(main))).length;
    if (count > most) [slot, most] = [key, count];
  }
  if (slot === null) return null;
  const kept = new Set(after.exercises.map((exercise) => performanceKey(exercise.name)));
  if ((block.slots[slot] ?? []).every((main) => kept.has(mainKey(main)))) return null;
  return { ...block, slots: { ...block.slots, [slot]: mainExercisesOf(after) } };
}

/** A main exercise as written for the user now: the catalogue's name in their language when it has one. */
export function mainExerciseName(main: MainExercise, language: Language): string {
  const entry = main.id === null ? undefined : exerciseById(main.id);
  return entry ? entry.name[language] : main.name;
}

/**
 * A model's workout with the slot's main exercises in it: the missing ones go first, as first planned, and
 * accessories from the end make room (at most REPLY_LIMITS.exercises). The offline planner needs none of this: it
 * composes around them.
 */
export function keepMainExercises(
  workout: Workout,
  mains: readonly MainExercise[],
  language: Language,
): Workout {
  const present = new Set(workout.exercises.map((exercise) => performanceKey(exercise.name)));
  const missing: Exercise[] = mains
    .filter((main) => !present.has(mainKey(main)))
    .map((main) => {
      const entry = main.id === null ? undefined : exerciseById(main.id);
      return {
        name: mainExerciseName(main, language),
        sets: main.sets,
        reps: localiseReps(main.reps, language),
        notes: entry ? exerciseNote(entry, language) : EXERCISE_DEFAULTS.notes,
      };
    });
  if (missing.length === 0) return workout;
  const kept = new Set(mains.map(mainKey));
  const rest = [...workout.exercises];
  // Room for the missing ones: drop accessories (not main) from the end first.
  while (missing.length + rest.length > REPLY_LIMITS.exercises) {
    const at = rest.findLastIndex((exercise) => !kept.has(performanceKey(exercise.name)));
    rest.splice(at === -1 ? rest.length - 1 : at, 1);
  }
  // After a leading warm-up (ADR 0077), which stays first.
  const lead = rest[0]?.part === "warm-up" ? rest.splice(0, 1) : [];
  return { ...workout, exercises: [...lead, ...missing, ...rest] };
}
