import type { TSettings } from "#contracts/settings";

// The texts of the notifications the server writes, in the user's language at the time they are created (the row
// stores the text, so it does not change when the language does later).

type Language = TSettings["language"];

/** Where a workout sits, as the schedule-change texts name it ("Tue 18:00"). */
export interface WorkoutSpot {
  date: string;
  startTime: string;
}

/** One exercise's new record as the notice names it: the set, in the user's unit. */
export interface RecordSet {
  exercise: string;
  weight: number;
  reps: number;
  unit: TSettings["measurementUnit"];
}

/** "Bench Press 65 kg × 5"; Spanish writes the decimal comma ("62,5 kg"). */
function recordSet(set: RecordSet, language: Language): string {
  const weight = language === "es" ? String(set.weight).replace(".", ",") : String(set.weight);
  return `${set.exercise} ${weight} ${set.unit === "metric" ? "kg" : "lb"} × ${set.reps}`;
}

/** What happened to a workout when an event came to overlap it (reschedule, ADR 0038). */
export type WorkoutClash =
  | { kind: "moved"; name: string; eventName: string; from: WorkoutSpot; to: WorkoutSpot }
  | { kind: "no-free-slot" | "pinned"; name: string; eventName: string; from: WorkoutSpot };

const weekdayIndex = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const spot = (weekdays: readonly string[], at: WorkoutSpot) =>
  `${weekdays[weekdayIndex(at.date)]} ${at.startTime}`;
const EN_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const ES_DAYS = ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"] as const;

export interface Texts {
  planCreated(count: number): { title: string; message: string };
  /** The auto-plan job added a week (`from` and `to` are "YYYY-MM-DD", the first and last day it covers). */
  planRenewed(from: string, to: string, count: number): { title: string; message: string };
  workoutCompleted(name: string): { title: string; message: string };
  /** One set per exercise that set a record (at least one). */
  personalRecords(sets: readonly RecordSet[]): { title: string; message: string };
  scheduleChanged(text: string): { title: string; message: string };
  workoutClash(clash: WorkoutClash): { title: string; message: string };
  billingChanged(text: string): { title: string; message: string };
  proStarted(): { title: string; message: string };
  proEnded(): { title: string; message: string };
  reminder(name: string, time: string, minutes: number): { title: string; message: string };
  weeklySummary(workouts: number, minutes: number): { title: string; message: string };
  calendarAuthFailed(name: string): { title: string; message: string };
  emailFooter: string;
}

// Month names written out rather than asked of Intl, whose short forms change between ICU versions ("Sep"/"Sept").
const MONTHS = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
} as const;

/** "2026-12-02" → "2 Dec" (en) or "2 dic" (es). */
function dayAndMonth(date: string, language: Language): string {
  const [, month, day] = date.split("-").map(Number);
  return `${day ?? ""} ${MONTHS[language][(month ?? 1) - 1] ?? ""}`;
}

const en: Texts = {
  planCreated: (count) => ({
    title: "New workout plan ready",
    message:
      count === 1
        ? "Your plan has 1 workout for the next 7 days."
        : `Your plan has ${count} workouts for the next 7 days.`,
  }),
  planRenewed: (from, to, count) => ({
    title: "Next week planned",
    message: `Your plan for ${dayAndMonth(from, "en")} – ${dayAndMonth(to, "en")} is ready: ${
      count === 1 ? "1 workout" : `${count} workouts`
    }.`,
  }),
  workoutCompleted: (name) => ({ title: "Workout completed", message: `Great job finishing ${name}!` }),
  personalRecords: (sets) => ({
    title: sets.length === 1 ? "New personal record" : "New personal records",
    message: `${sets.length === 1 ? "New personal record" : "New personal records"}: ${sets
      .map((set) => recordSet(set, "en"))
      .join(", ")}`,
  }),
  scheduleChanged: (text) => ({ title: "Schedule updated", message: text }),
  workoutClash: (clash) => {
    const from = spot(EN_DAYS, clash.from);
    if (clash.kind === "moved")
      return {
        title: "Workout moved",
        message: `Your ${clash.name} workout moved from ${from} to ${spot(EN_DAYS, clash.to)}: '${clash.eventName}' was added at that time.`,
      };
    return {
      title: "Workout overlaps an event",
      message:
        clash.kind === "pinned"
          ? `'${clash.eventName}' now overlaps your ${clash.name} workout on ${from}. You placed it there, so it stays.`
          : `'${clash.eventName}' now overlaps your ${clash.name} workout on ${from} and there was no free slot to move it to.`,
    };
  },
  billingChanged: (text) => ({ title: "Subscription updated", message: text }),
  proStarted: () => ({
    title: "Welcome to Pro",
    message: "Unlimited plans and regenerations, the coach, .ics import and the calendar feed are yours.",
  }),
  proEnded: () => ({
    title: "Your Pro subscription ended",
    message: "You're back on the free plan. Your workouts and history are kept.",
  }),
  reminder: (name, time, minutes) => ({
    title: "Workout reminder",
    message: `${name} starts at ${time} (in ${minutes} minutes).`,
  }),
  weeklySummary: (workouts, minutes) => ({
    title: "Your weekly progress",
    message:
      workouts === 1
        ? `You completed 1 workout (${minutes} minutes) last week. Keep it up!`
        : `You completed ${workouts} workouts (${minutes} minutes) last week. Keep it up!`,
  }),
  calendarAuthFailed: (name) => ({
    title: "Calendar disconnected",
    message: `Custom Fit can no longer read your calendar ${name}: the password was refused. Reconnect it in Schedule.`,
  }),
  emailFooter: "You get this e-mail because e-mail notifications are on in your Custom Fit settings.",
};

const es: Texts = {
  planCreated: (count) => ({
    title: "Nuevo plan de entrenamiento listo",
    message:
      count === 1
        ? "Tu plan tiene 1 entrenamiento para los próximos 7 días."
        : `Tu plan tiene ${count} entrenamientos para los próximos 7 días.`,
  }),
  planRenewed: (from, to, count) => ({
    title: "Próxima semana planificada",
    message: `Tu plan del ${dayAndMonth(from, "es")} al ${dayAndMonth(to, "es")} está listo: ${
      count === 1 ? "1 entrenamiento" : `${count} entrenamientos`
    }.`,
  }),
  workoutCompleted: (name) => ({
    title: "Entrenamiento completado",
    message: `¡Buen trabajo terminando ${name}!`,
  }),
  personalRecords: (sets) => ({
    title: sets.length === 1 ? "Nuevo récord personal" : "Nuevos récords personales",
    message: `${sets.length === 1 ? "Nuevo récord personal" : "Nuevos récords personales"}: ${sets
      .map((set) => recordSet(set, "es"))
      .join(", ")}`,
  }),
  scheduleChanged: (text) => ({ title: "Agenda actualizada", message: text }),
  workoutClash: (clash) => {
    const from = spot(ES_DAYS, clash.from);
    if (clash.kind === "moved")
      return {
        title: "Entrenamiento movido",
        message: `Tu entrenamiento ${clash.name} pasó del ${from} al ${spot(ES_DAYS, clash.to)}: se añadió '${clash.eventName}' a esa hora.`,
      };
    return {
      title: "Entrenamiento solapado con un evento",
      message:
        clash.kind === "pinned"
          ? `'${clash.eventName}' ahora se solapa con tu entrenamiento ${clash.name} del ${from}. Lo colocaste tú ahí, así que se queda.`
          : `'${clash.eventName}' ahora se solapa con tu entrenamiento ${clash.name} del ${from} y no había ningún hueco libre para moverlo.`,
    };
  },
  billingChanged: (text) => ({ title: "Suscripción actualizada", message: text }),
  proStarted: () => ({
    title: "Bienvenido a Pro",
    message:
      "Planes y regeneraciones ilimitados, el entrenador, la importación .ics y el feed de calendario son tuyos.",
  }),
  proEnded: () => ({
    title: "Tu suscripción Pro ha terminado",
    message: "Vuelves al plan gratuito. Tus entrenamientos e historial se conservan.",
  }),
  reminder: (name, time, minutes) => ({
    title: "Recordatorio de entrenamiento",
    message: `${name} empieza a las ${time} (en ${minutes} minutos).`,
  }),
  weeklySummary: (workouts, minutes) => ({
    title: "Tu progreso semanal",
    message:
      workouts === 1
        ? `Completaste 1 entrenamiento (${minutes} minutos) la semana pasada. ¡Sigue así!`
        : `Completaste ${workouts} entrenamientos (${minutes} minutos) la semana pasada. ¡Sigue así!`,
  }),
  calendarAuthFailed: (name) => ({
    title: "Calendario desconectado",
    message: `Custom Fit ya no puede leer tu calendario ${name}: la contraseña fue rechazada. Vuelve a conectarlo en Agenda.`,
  }),
  emailFooter:
    "Recibes este correo porque las notificaciones por correo están activadas en tu configuración de Custom Fit.",
};

export function textsFor(language: Language): Texts {
  return language === "es" ? es : en;
}
