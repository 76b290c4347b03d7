import type { TFunction } from "i18next";
import type { Kit } from "#domain/planning/catalogue/kit";
import type { MuscleGroup } from "#domain/planning/catalogue/types";

// What an exercise trains and needs, in the user's words: "Quads, glutes · dumbbells, a bench".

export function musclesText(t: TFunction, muscles: readonly MuscleGroup[]): string {
  return muscles.map((muscle) => t(`exercises.muscles.${muscle}`)).join(", ");
}

export function kitText(t: TFunction, kit: readonly Kit[]): string {
  return kit.length === 0
    ? t("exercises.kit.none")
    : kit.map((item) => t(`exercises.kit.${item}`)).join(", ");
}
