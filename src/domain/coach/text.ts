import type { Weekday } from "../types";
import type { CoachLanguage } from "./types";

/** Lower case, no accents, punctuation as spaces: "¿Cómo calientO?" → "como caliento". */
export function normaliseText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Sentences as a reader counts them: text ending in ., ! or ? followed by a space or the end. */
export function countSentences(text: string): number {
  return text
    .split(/[.!?]+(?=\s|$)/)
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part)).length;
}

const DAY_NAMES_ES: Record<Weekday, string> = {
  Sunday: "domingo",
  Monday: "lunes",
  Tuesday: "martes",
  Wednesday: "miércoles",
  Thursday: "jueves",
  Friday: "viernes",
  Saturday: "sábado",
};

export function dayName(day: Weekday, language: CoachLanguage): string {
  return language === "es" ? DAY_NAMES_ES[day] : day;
}

/** "3 workouts" / "1 workout"; "3 entrenamientos" / "1 entrenamiento". */
export function countOf(n: number, language: CoachLanguage): string {
  if (language === "es") return `${n} ${n === 1 ? "entrenamiento" : "entrenamientos"}`;
  return `${n} ${n === 1 ? "workout" : "workouts"}`;
}
