import type { TScheduleItem } from "../../../contracts/events";
import { MAX_EVENT_NAME_LENGTH } from "../../../contracts/events";
import {
  type TPreferences,
  type TPreferencesInput,
  ZFitnessGoals,
  ZPersonalInfo,
  ZWorkoutPreferences,
} from "../../../contracts/preferences";
import { isValidDate, parseTimeStrict, weekdayOf } from "../../../domain/scheduling";
import type { FitnessGoal, Gender, PreferredTimeLabel, Weekday, WorkoutType } from "../../../domain/types";
import { WEEK_ORDER } from "../../lib/weekday-names";
import {
  fromDisplay,
  heightBounds,
  type MeasurementUnit,
  parseDecimal,
  toDisplay,
  weightBounds,
} from "./units";

// The onboarding / "Workout preferences" form: what is typed (strings, in the user's units), its checks per step
// and the PUT /api/preferences body. The contract's zod schemas stay the judge of the stored values; the checks
// here only turn their verdict into messages next to the right field, in the units the user sees.

export const STEPS = ["personal", "goals", "workout", "week"] as const;
export type StepId = (typeof STEPS)[number];

export interface EventDraft {
  /** Stable React key; also the id of an event that already exists (kept so PUT updates rather than recreates). */
  key: string;
  id?: string;
  name: string;
  repeats: "weekly" | "once";
  day: Weekday;
  /**
   * A weekly event's weekdays when it repeats on several (Mon–Fri standup: one entry). Stored as one event per day
   * (the scheduling domain reads single-day events); `dayIds` keeps each stored day's id. Absent: `day` alone.
   */
  days?: Weekday[];
  dayIds?: Partial<Record<Weekday, string>>;
  date: string;
  startTime: string;
  endTime: string;
}

export interface PreferencesForm {
  age: string;
  weight: string;
  heightCm: string;
  heightFt: string;
  heightIn: string;
  gender: Gender | "";
  primaryGoal: FitnessGoal | "";
  secondaryGoals: FitnessGoal[];
  duration: string;
  frequency: string;
  preferredTimes: PreferredTimeLabel[];
  workoutTypes: WorkoutType[];
  events: EventDraft[];
}

export type ErrorKey =
  | "required"
  | "number"
  | "wholeNumber"
  | "ageRange"
  | "weightRange"
  | "heightRange"
  | "chooseGender"
  | "choosePrimary"
  | "secondaryNotPrimary"
  | "durationRange"
  | "frequencyRange"
  | "chooseTime"
  | "chooseType"
  | "eventName"
  | "eventNameLong"
  | "time"
  | "endAfterStart"
  | "date"
  | "chooseDay";

export interface FieldMessage {
  key: ErrorKey;
  values?: Record<string, string | number>;
}

/** Field name → message; event fields are "events.<key>.<field>". */
export type FormErrors = Record<string, FieldMessage>;

export function emptyForm(): PreferencesForm {
  return {
    age: "",
    weight: "",
    heightCm: "",
    heightFt: "",
    heightIn: "",
    gender: "",
    primaryGoal: "",
    secondaryGoals: [],
    duration: "45",
    frequency: "3",
    preferredTimes: [],
    workoutTypes: [],
    events: [],
  };
}

let draftCounter = 0;
export function newEventDraft(partial: Partial<EventDraft> = {}): EventDraft {
  draftCounter += 1;
  return {
    key: `new-${draftCounter}`,
    name: "",
    repeats: "weekly",
    day: "Monday",
    date: "",
    startTime: "09:00",
    endTime: "10:00",
    ...partial,
  };
}

export function formFromPreferences(preferences: TPreferences, unit: MeasurementUnit): PreferencesForm {
  const { personalInfo, fitnessGoals, workoutPreferences } = preferences;
  return {
    age: String(personalInfo.age),
    ...toDisplay(personalInfo, unit),
    gender: personalInfo.gender,
    primaryGoal: fitnessGoals.primaryGoal,
    secondaryGoals: [...fitnessGoals.secondaryGoals],
    duration: String(workoutPreferences.duration),
    frequency: String(workoutPreferences.frequency),
    preferredTimes: [...workoutPreferences.preferredTimes],
    workoutTypes: [...workoutPreferences.workoutTypes],
    events: groupWeekly(
      preferences.schedule.map((event): EventDraft => {
        const pinned = event.date ?? (event.isRecurring ? null : event.specificDate);
        return {
          key: event.id,
          id: event.id,
          name: event.name,
          repeats: pinned ? "once" : "weekly",
          day: event.day,
          date: pinned ?? "",
          startTime: event.startTime,
          endTime: event.endTime,
        };
      }),
    ),
  };
}

/** The weekdays a weekly draft repeats on, Monday first. */
export function weeklyDays(event: Pick<EventDraft, "day" | "days">): Weekday[] {
  const days = event.days ?? [event.day];
  return WEEK_ORDER.filter((day) => days.includes(day));
}

/** Weekly events of the same name and times on several weekdays are one draft with those days. */
function groupWeekly(drafts: EventDraft[]): EventDraft[] {
  const out: EventDraft[] = [];
  const byShape = new Map<string, EventDraft>();
  for (const draft of drafts) {
    if (draft.repeats !== "weekly") {
      out.push(draft);
      continue;
    }
    const shape = JSON.stringify([draft.name.trim(), draft.startTime, draft.endTime]);
    const first = byShape.get(shape);
    if (first && !weeklyDays(first).includes(draft.day)) {
      first.days = weeklyDays({ day: first.day, days: [...weeklyDays(first), draft.day] });
      first.dayIds = { ...first.dayIds, [draft.day]: draft.id };
      continue;
    }
    const grouped = { ...draft, dayIds: draft.id ? { [draft.day]: draft.id } : {} };
    byShape.set(shape, grouped);
    out.push(grouped);
  }
  return out;
}

/** The same body and height in other units (when the user flips the unit switch half-way through). */
export function convertUnits(
  form: PreferencesForm,
  from: MeasurementUnit,
  to: MeasurementUnit,
): PreferencesForm {
  if (from === to) return form;
  const stored = fromDisplay(form, from);
  const shown = toDisplay({ weight: stored.weight ?? 0, height: stored.height ?? 0 }, to);
  return {
    ...form,
    weight: stored.weight === null ? (form.weight.trim() === "" ? "" : form.weight) : shown.weight,
    heightCm: stored.height === null ? "" : shown.heightCm,
    heightFt: stored.height === null ? "" : shown.heightFt,
    heightIn: stored.height === null ? "" : shown.heightIn,
  };
}

function checkPersonal(form: PreferencesForm, unit: MeasurementUnit): FormErrors {
  const errors: FormErrors = {};
  const age = parseDecimal(form.age);
  if (form.age.trim() === "") errors.age = { key: "required" };
  else if (age === null) errors.age = { key: "number" };
  else if (!Number.isInteger(age)) errors.age = { key: "wholeNumber" };
  else if (!ZPersonalInfo.shape.age.safeParse(age).success)
    errors.age = { key: "ageRange", values: { min: 13, max: 100 } };

  const { weight, height } = fromDisplay(form, unit);
  if (form.weight.trim() === "") errors.weight = { key: "required" };
  else if (weight === null) errors.weight = { key: "number" };
  else if (!ZPersonalInfo.shape.weight.safeParse(weight).success)
    errors.weight = { key: "weightRange", values: weightBounds(unit, 50, 700) };

  const heightField = unit === "metric" ? "heightCm" : "heightFt";
  const heightText = unit === "metric" ? form.heightCm : form.heightFt;
  if (heightText.trim() === "") errors[heightField] = { key: "required" };
  else if (height === null) errors[heightField] = { key: "number" };
  else if (!ZPersonalInfo.shape.height.safeParse(height).success)
    errors[heightField] = { key: "heightRange", values: heightBounds(unit, 36, 96) };
  if (unit === "imperial" && form.heightIn.trim() !== "") {
    const inches = parseDecimal(form.heightIn);
    if (inches === null || inches >= 12) errors.heightIn = { key: "number" };
  }
  if (!form.gender) errors.gender = { key: "chooseGender" };
  return errors;
}

function checkGoals(form: PreferencesForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.primaryGoal) errors.primaryGoal = { key: "choosePrimary" };
  else if (form.secondaryGoals.includes(form.primaryGoal))
    errors.secondaryGoals = { key: "secondaryNotPrimary" };
  return errors;
}

function checkWholeInRange(text: string, key: ErrorKey, min: number, max: number): FieldMessage | null {
  const value = parseDecimal(text);
  if (text.trim() === "") return { key: "required" };
  if (value === null) return { key: "number" };
  if (!Number.isInteger(value)) return { key: "wholeNumber" };
  if (value < min || value > max) return { key, values: { min, max } };
  return null;
}

function checkWorkout(form: PreferencesForm): FormErrors {
  const errors: FormErrors = {};
  const duration = checkWholeInRange(form.duration, "durationRange", 10, 180);
  if (duration) errors.duration = duration;
  const frequency = checkWholeInRange(form.frequency, "frequencyRange", 1, 7);
  if (frequency) errors.frequency = frequency;
  if (form.preferredTimes.length === 0) errors.preferredTimes = { key: "chooseTime" };
  if (form.workoutTypes.length === 0) errors.workoutTypes = { key: "chooseType" };
  return errors;
}

/** Same rules as the contract's event checks (contracts/events.ts), per row. */
export function checkEvent(
  event: EventDraft,
): Partial<Record<"name" | "date" | "days" | "startTime" | "endTime", FieldMessage>> {
  const errors: Partial<Record<"name" | "date" | "days" | "startTime" | "endTime", FieldMessage>> = {};
  const name = event.name.trim();
  if (!name) errors.name = { key: "eventName" };
  else if (name.length > MAX_EVENT_NAME_LENGTH)
    errors.name = { key: "eventNameLong", values: { max: MAX_EVENT_NAME_LENGTH } };
  if (event.repeats === "once" && !isValidDate(event.date)) errors.date = { key: "date" };
  if (event.repeats === "weekly" && event.days && event.days.length === 0) errors.days = { key: "chooseDay" };
  const start = parseTimeStrict(event.startTime);
  const end = parseTimeStrict(event.endTime);
  if (start === null) errors.startTime = { key: "time" };
  if (end === null) errors.endTime = { key: "time" };
  // An end of 00:00 is midnight at the end of the day.
  if (start !== null && end !== null && end <= start && !(end === 0 && start > 0))
    errors.endTime = { key: "endAfterStart" };
  return errors;
}

function checkWeek(form: PreferencesForm): FormErrors {
  const errors: FormErrors = {};
  for (const event of form.events) {
    for (const [field, message] of Object.entries(checkEvent(event))) {
      if (message) errors[`events.${event.key}.${field}`] = message;
    }
  }
  return errors;
}

export function validateStep(step: StepId, form: PreferencesForm, unit: MeasurementUnit): FormErrors {
  switch (step) {
    case "personal":
      return checkPersonal(form, unit);
    case "goals":
      return checkGoals(form);
    case "workout":
      return checkWorkout(form);
    case "week":
      return checkWeek(form);
  }
}

/** The stored events of a draft: one, or one per weekday of a weekly event on several days. */
export function eventDraftToItems(event: EventDraft): TScheduleItem[] {
  const once = event.repeats === "once";
  const base = {
    name: event.name.trim(),
    startTime: event.startTime,
    endTime: event.endTime,
    isRecurring: !once,
    specificDate: once ? event.date : null,
    date: once ? event.date : null,
    type: null,
  };
  if (once) {
    const item: TScheduleItem = { ...base, day: isValidDate(event.date) ? weekdayOf(event.date) : event.day };
    return [event.id ? { ...item, id: event.id } : item];
  }
  return weeklyDays(event).map((day) => {
    const id = event.dayIds ? event.dayIds[day] : day === event.day ? event.id : undefined;
    const item: TScheduleItem = { ...base, day };
    return id ? { ...item, id } : item;
  });
}

/**
 * The PUT body. Call after every step validated. `withSchedule: false` leaves the user's events as they are (the
 * modal edits preferences only; the schedule page owns events).
 */
export function toPreferencesInput(
  form: PreferencesForm,
  unit: MeasurementUnit,
  withSchedule: boolean,
): TPreferencesInput {
  const { weight, height } = fromDisplay(form, unit);
  const input: TPreferencesInput = {
    personalInfo: ZPersonalInfo.parse({
      age: Number(parseDecimal(form.age)),
      weight,
      height,
      gender: form.gender,
    }),
    fitnessGoals: ZFitnessGoals.parse({
      primaryGoal: form.primaryGoal,
      secondaryGoals: form.secondaryGoals.filter((goal) => goal !== form.primaryGoal),
    }),
    workoutPreferences: ZWorkoutPreferences.parse({
      duration: Number(parseDecimal(form.duration)),
      frequency: Number(parseDecimal(form.frequency)),
      preferredTimes: form.preferredTimes,
      workoutTypes: form.workoutTypes,
    }),
  };
  if (withSchedule) input.schedule = form.events.flatMap(eventDraftToItems);
  return input;
}
