// Body measurements: entered in the user's units (settings.measurementUnit), stored in lbs and inches (docs/api.md).

export type MeasurementUnit = "metric" | "imperial";

export const LBS_PER_KG = 2.2046226218;
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

const round1 = (value: number) => Math.round(value * 10) / 10;

export const kgToLbs = (kg: number) => round1(kg * LBS_PER_KG);
export const lbsToKg = (lbs: number) => round1(lbs / LBS_PER_KG);
export const cmToInches = (cm: number) => round1(cm / CM_PER_INCH);
export const inchesToCm = (inches: number) => Math.round(inches * CM_PER_INCH);

/** 70 inches → 5 ft 10 in; inches rounded to whole ones (12 rolls over into the next foot). */
export function inchesToFeetAndInches(inches: number): { feet: number; inches: number } {
  const whole = Math.round(inches);
  return { feet: Math.floor(whole / INCHES_PER_FOOT), inches: whole % INCHES_PER_FOOT };
}

export const feetAndInchesToInches = (feet: number, inches: number) => feet * INCHES_PER_FOOT + inches;

/** A number typed by a person: "70", "70.5" or "70,5" (comma decimals are common in Spanish); else null. */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** What the form shows for a stored weight and height. */
export function toDisplay(
  stored: { weight: number; height: number },
  unit: MeasurementUnit,
): { weight: string; heightCm: string; heightFt: string; heightIn: string } {
  if (unit === "metric") {
    return {
      weight: String(lbsToKg(stored.weight)),
      heightCm: String(inchesToCm(stored.height)),
      heightFt: "",
      heightIn: "",
    };
  }
  const { feet, inches } = inchesToFeetAndInches(stored.height);
  return {
    weight: String(round1(stored.weight)),
    heightCm: "",
    heightFt: String(feet),
    heightIn: String(inches),
  };
}

/** Stored values (lbs, inches) from what was typed; null for a part that is not a number. */
export function fromDisplay(
  shown: { weight: string; heightCm: string; heightFt: string; heightIn: string },
  unit: MeasurementUnit,
): { weight: number | null; height: number | null } {
  const weight = parseDecimal(shown.weight);
  if (unit === "metric") {
    const cm = parseDecimal(shown.heightCm);
    return { weight: weight === null ? null : kgToLbs(weight), height: cm === null ? null : cmToInches(cm) };
  }
  const feet = parseDecimal(shown.heightFt);
  // Inches may be left empty for an exact number of feet.
  const inches = shown.heightIn.trim() === "" ? 0 : parseDecimal(shown.heightIn);
  return {
    weight: weight === null ? null : round1(weight),
    height: feet === null || inches === null ? null : round1(feetAndInchesToInches(feet, inches)),
  };
}

/** Bounds of the stored values (contracts/preferences.ts), in the units shown: for error messages. */
export function weightBounds(unit: MeasurementUnit, minLbs: number, maxLbs: number) {
  return unit === "metric"
    ? { min: Math.ceil(minLbs / LBS_PER_KG), max: Math.floor(maxLbs / LBS_PER_KG), unit: "kg" }
    : { min: minLbs, max: maxLbs, unit: "lbs" };
}

export function heightBounds(unit: MeasurementUnit, minInches: number, maxInches: number) {
  if (unit === "metric") {
    return {
      min: `${Math.ceil(minInches * CM_PER_INCH)} cm`,
      max: `${Math.floor(maxInches * CM_PER_INCH)} cm`,
    };
  }
  const low = inchesToFeetAndInches(minInches);
  const high = inchesToFeetAndInches(maxInches);
  return { min: `${low.feet} ft ${low.inches} in`, max: `${high.feet} ft ${high.inches} in` };
}
