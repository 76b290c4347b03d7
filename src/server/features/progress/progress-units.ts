import type { TSettings } from "#contracts/settings";

// History stores pounds; the answers speak the user's unit: imperial gives a set's weight as stored, metric gives
// kilograms rounded to 0.1. Figures that come out of arithmetic (estimates, volumes) are rounded to 0.1 in both.

export type Unit = TSettings["measurementUnit"];

const KG_PER_LB = 0.45359237;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A weight as the user entered it (a set's weight). */
export function weightIn(pounds: number, unit: Unit): number {
  return unit === "metric" ? round1(pounds * KG_PER_LB) : pounds;
}

/** A computed figure in pounds (an estimate, a volume). */
export function figureIn(pounds: number, unit: Unit): number {
  return round1(unit === "metric" ? pounds * KG_PER_LB : pounds);
}
