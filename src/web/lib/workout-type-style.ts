import type { WorkoutType } from "#domain/types";

// Each workout type has its own quiet accent (docs/product.md §9 "Interface"), always shown together with a text label.
export interface WorkoutTypeStyle {
  /** Left edge of a card or calendar block. */
  edge: string;
  /** Soft block background with readable text, both themes. */
  block: string;
  /** Small dot or bar in the accent colour. */
  dot: string;
}

export const WORKOUT_TYPE_STYLES: Record<WorkoutType, WorkoutTypeStyle> = {
  "Weight Training": {
    edge: "border-l-indigo-500 dark:border-l-indigo-400",
    block: "bg-indigo-50 text-indigo-900 dark:bg-indigo-400/15 dark:text-indigo-100",
    dot: "bg-indigo-500 dark:bg-indigo-400",
  },
  Cardio: {
    edge: "border-l-sky-500 dark:border-l-sky-400",
    block: "bg-sky-50 text-sky-900 dark:bg-sky-400/15 dark:text-sky-100",
    dot: "bg-sky-500 dark:bg-sky-400",
  },
  HIIT: {
    edge: "border-l-orange-500 dark:border-l-orange-400",
    block: "bg-orange-50 text-orange-900 dark:bg-orange-400/15 dark:text-orange-100",
    dot: "bg-orange-500 dark:bg-orange-400",
  },
  Bodyweight: {
    edge: "border-l-violet-500 dark:border-l-violet-400",
    block: "bg-violet-50 text-violet-900 dark:bg-violet-400/15 dark:text-violet-100",
    dot: "bg-violet-500 dark:bg-violet-400",
  },
  Yoga: {
    edge: "border-l-pink-500 dark:border-l-pink-400",
    block: "bg-pink-50 text-pink-900 dark:bg-pink-400/15 dark:text-pink-100",
    dot: "bg-pink-500 dark:bg-pink-400",
  },
  Sports: {
    edge: "border-l-lime-600 dark:border-l-lime-400",
    block: "bg-lime-50 text-lime-900 dark:bg-lime-400/15 dark:text-lime-100",
    dot: "bg-lime-600 dark:bg-lime-400",
  },
};
