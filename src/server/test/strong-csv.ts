// A generated Strong export (comma layout) of any size, for the history import's limit tests and the bench (ADR 0056).

const HEADER =
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";
const EXERCISES = [
  "Bench Press (Barbell)",
  "Squat (Barbell)",
  "Deadlift (Barbell)",
  "Pull Up",
  "Overhead Press",
];

const TIMES = ["18:00:00", "14:00:00", "10:00:00", "06:00:00"];

/**
 * `workouts` workouts of `setsPerWorkout` sets each, four a day (18:00, 14:00, 10:00, 06:00) going back from
 * `lastDay` (YYYY-MM-DD): 5,000 workouts stay within the five years an import may reach back.
 */
export function strongCsv(options: { workouts: number; setsPerWorkout: number; lastDay: string }): string {
  const lines = [HEADER];
  const last = Date.parse(`${options.lastDay}T00:00:00Z`);
  for (let w = 0; w < options.workouts; w++) {
    const day = new Date(last - Math.floor(w / TIMES.length) * 86_400_000).toISOString().slice(0, 10);
    const time = TIMES[w % TIMES.length];
    for (let s = 0; s < options.setsPerWorkout; s++) {
      const exercise = EXERCISES[Math.floor(s / 4) % EXERCISES.length];
      const weight = 60 + ((w + s) % 40) * 2.5;
      lines.push(
        `${day} ${time},Workout ${w},1h 5m,${exercise},${(s % 4) + 1},${weight},${5 + (s % 6)},0,0,,Notes ${w},`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
