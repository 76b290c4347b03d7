import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type BarLoad, loadBar, type PlateKit } from "#domain/player/plate-calculator";
import { groupSets } from "#domain/player/set-groups";
import type { WarmupSet } from "#domain/player/warmup-sets";
import type { ExerciseProgress } from "../../../queries/progress";

// The per-set helpers around the weight field: last time's numbers, the plates to put on the bar and the optional
// warm-ups. All text (the plates too), so a screen reader hears what a picture would show.

function useWeightFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (value: number) => format.format(value);
}

/** "Last time: 3 × 10 @ 60 kg" from the exercise's last performance, in the unit the server answered in. */
export function LastTime({ progress }: { progress: ExerciseProgress }) {
  const { t } = useTranslation();
  const weight = useWeightFormat();
  const unit = progress.unit === "metric" ? "kg" : "lbs";
  const groups = groupSets(progress.lastSets).map((group) => {
    const sets =
      group.seconds !== null && group.reps === null
        ? t("workouts.player.setGroupSeconds", { count: group.count, seconds: group.seconds })
        : t("workouts.player.setGroupReps", { count: group.count, reps: group.reps ?? "—" });
    return group.weight !== null && group.weight > 0
      ? t("workouts.player.withWeight", { sets, weight: weight(group.weight), unit })
      : sets;
  });
  if (groups.length === 0) return null;
  return (
    <p className="mt-1 text-sm text-slate-600 tabular-nums dark:text-slate-400">
      {t("workouts.player.lastTime", { sets: groups.join(", ") })}
    </p>
  );
}

/** The plate calculator for a barbell lift, behind a disclosure; it follows the weight as typed. */
export function PlateBreakdown({
  weight,
  kit,
  unit,
}: {
  weight: number | null;
  kit: PlateKit;
  unit: string;
}) {
  const { t } = useTranslation();
  const format = useWeightFormat();
  const plates = (load: BarLoad) =>
    load.perSide.length === 0
      ? t("workouts.player.platesBarOnly")
      : load.perSide.map((plate) => format(plate)).join(" + ");
  let text: string;
  if (weight === null) text = t("workouts.player.platesNoWeight");
  else {
    const answer = loadBar(weight, kit);
    const bar = format(kit.bar);
    switch (answer.kind) {
      case "bar":
        text = t("workouts.player.platesJustBar", { bar, unit });
        break;
      case "below-bar":
        text = t("workouts.player.platesBelowBar", { bar, unit });
        break;
      case "exact":
        text = t("workouts.player.platesExact", { plates: plates(answer.load), bar, unit });
        break;
      case "nearest":
        text = answer.above
          ? t("workouts.player.platesNearest", {
              target: format(weight),
              below: format(answer.below.total),
              belowPlates: plates(answer.below),
              above: format(answer.above.total),
              abovePlates: plates(answer.above),
              unit,
            })
          : t("workouts.player.platesNearestBelow", {
              target: format(weight),
              below: format(answer.below.total),
              belowPlates: plates(answer.below),
              unit,
            });
    }
  }
  return (
    <details className="mx-auto mt-3 max-w-sm rounded-xl bg-slate-50 px-4 py-2 text-left text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">
        {t("workouts.player.plates")}
      </summary>
      <p className="mt-2 text-slate-700 tabular-nums dark:text-slate-300" aria-live="polite">
        {text}
      </p>
    </details>
  );
}

/** The optional warm-ups before the first work set: ticked off here only, never logged or counted. */
export function WarmupList({ sets, unit }: { sets: readonly WarmupSet[]; unit: string }) {
  const { t } = useTranslation();
  const format = useWeightFormat();
  const ids = useId();
  const [done, setDone] = useState<boolean[]>(() => sets.map(() => false));
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="mx-auto mt-4 max-w-sm rounded-xl bg-amber-50 px-4 py-3 text-left text-sm ring-1 ring-amber-200 dark:bg-amber-400/10 dark:ring-amber-400/30"
    >
      <h4 id={`${ids}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t("workouts.player.warmupTitle")}
      </h4>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("workouts.player.warmupText")}</p>
      <ul className="mt-2 space-y-1">
        {sets.map((set, index) => (
          <li key={`${set.weight}-${set.reps}`}>
            <label className="flex items-center gap-2 tabular-nums">
              <input
                type="checkbox"
                className="size-4"
                checked={done[index] ?? false}
                onChange={(e) =>
                  setDone((current) => current.map((value, i) => (i === index ? e.target.checked : value)))
                }
              />
              {t("workouts.player.warmupSet", { weight: format(set.weight), unit, reps: set.reps })}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
