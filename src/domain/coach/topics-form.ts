import { type CatalogueExercise, exerciseById } from "../planning/catalogue";
import type { CoachTopic } from "./topic";

// Form cues for the catalogue's main lifts, taken from the catalogue itself so the coach and the workout player
// never disagree: the name with the main movement line, then the key cue (the catalogue's last line).

const MAIN_LIFTS: ReadonlyArray<{ id: string; en: readonly string[]; es: readonly string[] }> = [
  { id: "barbell-back-squat", en: ["squat", "squats", "squatting"], es: ["sentadilla", "sentadillas"] },
  { id: "conventional-deadlift", en: ["deadlift", "deadlifts"], es: ["peso muerto"] },
  { id: "barbell-romanian-deadlift", en: ["romanian deadlift", "rdl"], es: ["peso muerto rumano"] },
  { id: "barbell-bench-press", en: ["bench press", "bench"], es: ["press de banca", "banca"] },
  {
    id: "barbell-overhead-press",
    en: ["overhead press", "shoulder press", "military press"],
    es: ["press militar", "press de hombros"],
  },
  { id: "barbell-bent-over-row", en: ["bent over row", "barbell row", "row", "rows"], es: ["remo"] },
  { id: "pull-up", en: ["pull up", "pull ups", "pullup", "chin up"], es: ["dominada", "dominadas"] },
  { id: "push-up", en: ["push up", "push ups", "pushup", "pushups"], es: ["flexion", "flexiones"] },
  { id: "reverse-lunge", en: ["lunge", "lunges"], es: ["zancada", "zancadas"] },
  { id: "barbell-hip-thrust", en: ["hip thrust", "hip thrusts"], es: ["hip thrust", "empuje de cadera"] },
  { id: "glute-bridge", en: ["glute bridge", "bridge"], es: ["puente de gluteo", "puente"] },
  { id: "plank", en: ["plank", "planks"], es: ["plancha", "planchas"] },
  { id: "burpee", en: ["burpee", "burpees"], es: ["burpee", "burpees"] },
  { id: "dumbbell-swing", en: ["kettlebell swing", "swing", "swings"], es: ["swing", "kettlebell"] },
];

function formAnswer(exercise: CatalogueExercise, language: "en" | "es"): string {
  const lines = exercise.instructions[language];
  // The main movement is the second line when there is a set-up line before it; the last line is the key cue.
  const movement = lines.length > 2 ? lines[1] : lines[0];
  const cue = lines[lines.length - 1];
  return language === "es"
    ? `${exercise.name.es}: ${lowerFirst(movement ?? "")} Lo más importante: ${lowerFirst(cue ?? "")}`
    : `${exercise.name.en}: ${lowerFirst(movement ?? "")} The key cue: ${lowerFirst(cue ?? "")}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export const FORM_TOPICS: readonly CoachTopic[] = MAIN_LIFTS.flatMap((lift) => {
  const exercise = exerciseById(lift.id);
  if (!exercise) return [];
  return [
    {
      id: `form-${lift.id}`,
      keywords: { en: lift.en, es: lift.es },
      answer: (context) => formAnswer(exercise, context.language),
    },
  ];
});
