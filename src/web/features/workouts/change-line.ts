import type { TFunction } from "i18next";
import type { TWorkoutChange } from "#contracts/workouts";

// One line saying why the planner changed a workout (issue 34, ADR 0094), in the person's language:
// "30 min: Planning at 10:00 grew; Squat kept, Curl dropped, 3 sets of Row moved to Thursday". Kept tiny: it is on
// the card, and the card is on the dashboard.

const list = (names: readonly string[], language: string) =>
  new Intl.ListFormat(language, { type: "conjunction" }).format(names);

const weekday = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

export function changeLine(
  change: TWorkoutChange,
  t: TFunction,
  language: string,
  /** The person's clock ("10:00" or "10:00 a.m."). */
  time: (value: string) => string = (value) => value,
): string {
  const { minutes } = change;
  if (change.code === "moved" || change.code === "pinned-conflict")
    return t(`workouts.change.${change.code}`, { minutes, free: change.freeMinutes });
  if (change.code === "carried-in") {
    const lines = change.added.map(({ name, sets, from }) =>
      t("workouts.change.addedLine", { count: sets, name, day: weekday(from, language) }),
    );
    return t("workouts.change.carriedIn", { minutes, lines: list(lines, language) });
  }
  const cause =
    change.cause.kind === "event-grew"
      ? t("workouts.change.eventGrew", { event: change.cause.eventName, time: time(change.cause.startTime) })
      : t("workouts.change.shortDay", { free: change.cause.longestFreeMinutes });
  const moved = new Set(change.movedTo.map((line) => line.name));
  const parts = [
    change.kept.length > 0 ? t("workouts.change.kept", { names: list(change.kept, language) }) : null,
    ...(() => {
      const gone = change.dropped.filter((line) => !moved.has(line.name)).map((line) => line.name);
      return gone.length > 0 ? [t("workouts.change.dropped", { names: list(gone, language) })] : [];
    })(),
    ...change.movedTo.map(({ name, sets, date }) =>
      t("workouts.change.movedLine", { count: sets, name, day: weekday(date, language) }),
    ),
  ].filter((part): part is string => part !== null);
  return t("workouts.change.shortened", { minutes, cause, parts: parts.join(", ") });
}
