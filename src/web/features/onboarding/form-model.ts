import {
  DEFAULT_EXPERIENCE_LEVEL,
  MAX_LOAD_CAP,
  MAX_PROFILE_NAME,
  type TExperienceLevel,
} from "#contracts/equipment-profiles";
import {
  type TPreferences,
  type TPreferencesInput,
  ZFitnessGoals,
  ZPersonalInfo,
  ZWorkoutPreferences,
} from "#contracts/preferences";
import type { FitnessGoal, Gender, PreferredTimeLabel, WorkoutType } from "#domain/types";
import {
  checkEvent,
  draftOfEvent,
  type EventDraft,
  eventDraftToItems,
  groupWeekly,
} from "../../lib/event-drafts";
import {
  cappableKit,
  capsOfDraft,
  defaultProfiles,
  type ProfileDraft,
  profileDraftOf,
} from "./equipment-drafts";
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
  /** The shortest useful session in minutes (ADR 0094). */
  shortest: string;
  preferredTimes: PreferredTimeLabel[];
  workoutTypes: WorkoutType[];
  /** Where the user trains (ADR 0082): one to five places, exactly one the default. */
  profiles: ProfileDraft[];
  experienceLevel: TExperienceLevel;
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
  | "shortestRange"
  | "chooseTime"
  | "chooseType"
  | "eventName"
  | "eventNameLong"
  | "time"
  | "endAfterStart"
  | "date"
  | "chooseDay"
  | "profileName"
  | "profileNameLong"
  | "profileNameTaken"
  | "loadCapRange";

export interface FieldMessage {
  key: ErrorKey;
  values?: Record<string, string | number>;
}

/** Field name → message; event fields are "events.<key>.<field>". */
export type FormErrors = Record<string, FieldMessage>;

/** `gymName`: the starting place's name in the user's language. */
export function emptyForm(gymName?: string): PreferencesForm {
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
    shortest: "20",
    preferredTimes: [],
    workoutTypes: [],
    profiles: defaultProfiles(gymName),
    experienceLevel: DEFAULT_EXPERIENCE_LEVEL,
    events: [],
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
    shortest: String(workoutPreferences.shortestSessionMinutes ?? 20),
    preferredTimes: [...workoutPreferences.preferredTimes],
    workoutTypes: [...workoutPreferences.workoutTypes],
    profiles: preferences.equipmentProfiles.map(profileDraftOf),
    experienceLevel: preferences.experienceLevel,
    events: groupWeekly(preferences.schedule.map(draftOfEvent)),
  };
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
  const shortest = checkWholeInRange(form.shortest, "shortestRange", 10, 120);
  if (shortest) errors.shortest = shortest;
  if (form.preferredTimes.length === 0) errors.preferredTimes = { key: "chooseTime" };
  if (form.workoutTypes.length === 0) errors.workoutTypes = { key: "chooseType" };
  const names = new Set<string>();
  for (const profile of form.profiles) {
    const name = profile.name.trim();
    const field = `profiles.${profile.key}.name`;
    if (name === "") errors[field] = { key: "profileName" };
    else if (name.length > MAX_PROFILE_NAME)
      errors[field] = { key: "profileNameLong", values: { max: MAX_PROFILE_NAME } };
    else if (names.has(name.toLocaleLowerCase())) errors[field] = { key: "profileNameTaken" };
    names.add(name.toLocaleLowerCase());
    for (const item of cappableKit(profile.kit)) {
      const cap = profile.maxLoads[item];
      if (!cap || cap.weight.trim() === "") continue;
      const weight = parseDecimal(cap.weight);
      const max = MAX_LOAD_CAP[cap.unit];
      if (weight === null || weight <= 0 || weight > max)
        errors[`profiles.${profile.key}.maxLoads.${item}`] = {
          key: "loadCapRange",
          values: { max, unit: cap.unit },
        };
    }
  }
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
      shortestSessionMinutes: Number(parseDecimal(form.shortest)),
      preferredTimes: form.preferredTimes,
      workoutTypes: form.workoutTypes,
    }),
    equipmentProfiles: form.profiles.map((profile) => ({
      ...(profile.id ? { id: profile.id } : {}),
      name: profile.name.trim(),
      kit: [...profile.kit],
      isDefault: profile.isDefault,
      ...(Object.keys(capsOfDraft(profile)).length > 0 ? { maxLoads: capsOfDraft(profile) } : {}),
    })),
    experienceLevel: form.experienceLevel,
  };
  if (withSchedule) input.schedule = form.events.flatMap(eventDraftToItems);
  return input;
}
