import { BARBELL_LIMITS, type TPlateSet, type TSettings } from "#contracts/settings-model";

// The "Barbell and plates" form: the bar and plate sizes as typed (text, so a half-typed number is kept) and their
// checks, the same bounds as the server (contracts/settings.ts). Errors are i18n keys under settings.barbell.errors.

type Unit = TSettings["measurementUnit"];

/** Sizes offered as toggles; others can be added by typing them. */
export const COMMON_PLATES: Record<Unit, readonly number[]> = {
  metric: [25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.5],
  imperial: [55, 45, 35, 25, 15, 10, 5, 2.5, 1.25],
};

export type BarbellErrorKey = "barRange" | "plateRange" | "platesMin" | "platesMax";
export interface BarbellErrors {
  bar?: BarbellErrorKey;
  plates?: BarbellErrorKey;
  extra?: BarbellErrorKey;
}

/** A weight as typed, a decimal comma allowed; null unless a plain non-negative number. */
export function parseWeight(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : null;
}

/** A plate size that may be added: above 0, at most the limit. */
export function validPlate(size: number | null): size is number {
  return size !== null && size > 0 && size <= BARBELL_LIMITS.plate;
}

/** Adds a size once, keeping the list heaviest first. */
export function withPlate(plates: readonly number[], size: number): number[] {
  return [...new Set([...plates, size])].sort((a, b) => b - a);
}

/** The plate set to save, or the errors to show. */
export function checkBarbell(
  barText: string,
  plates: readonly number[],
): { kit: TPlateSet; errors: null } | { kit: null; errors: BarbellErrors } {
  const errors: BarbellErrors = {};
  const bar = parseWeight(barText);
  if (bar === null || bar > BARBELL_LIMITS.bar) errors.bar = "barRange";
  if (plates.length === 0) errors.plates = "platesMin";
  else if (plates.length > BARBELL_LIMITS.plates) errors.plates = "platesMax";
  if (bar === null || Object.keys(errors).length > 0) return { kit: null, errors };
  return { kit: { bar, plates: [...new Set(plates)].sort((a, b) => b - a) }, errors: null };
}
