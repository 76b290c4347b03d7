import { MoreHorizontal } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TEffortMode } from "#contracts/settings-model";
import {
  RIR_CHOICES,
  RPE_CHOICES,
  SET_NOTE_MAX,
  SET_TYPES,
  type SetDetails,
} from "#domain/player/player-machine";
import { cn } from "../../../lib/cn";

// One set's effort, type and note in the player (ADR 0086, ADR 0087). The effort picker is one row of small chips
// (shown only when the user turned effort on); the type and the note sit behind a small "…", so the set's row stays
// reps, weight and Done, even at 390 px.

const chip = (selected: boolean) =>
  cn(
    "relative flex h-10 min-w-9 shrink-0 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-medium tabular-nums ring-1 ring-inset",
    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600 dark:has-[:focus-visible]:outline-primary-400",
    selected
      ? "bg-primary-600 text-white ring-primary-600 dark:bg-primary-500 dark:text-slate-950 dark:ring-primary-500"
      : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-950 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800",
  );

/** RPE 6-10 in halves, or reps in reserve 0-5: one tap; a second tap on the chosen value clears it. */
function EffortPicker({
  mode,
  details,
  onChange,
  labelId,
}: {
  mode: Exclude<TEffortMode, "off">;
  details: SetDetails;
  onChange: (details: SetDetails) => void;
  /** The heading the group is named by (shown beside the "…"). */
  labelId: string;
}) {
  const { i18n } = useTranslation();
  const name = useId();
  const choices: readonly number[] = mode === "rpe" ? RPE_CHOICES : RIR_CHOICES;
  const value = mode === "rpe" ? details.rpe : details.rir;
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const pick = (choice: number | null) =>
    onChange(
      mode === "rpe" ? { ...details, rpe: choice, rir: null } : { ...details, rir: choice, rpe: null },
    );
  return (
    // One row that fits a 390 px phone: nine narrow chips for RPE, six for RIR.
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      className={cn("grid gap-1", mode === "rpe" ? "grid-cols-9" : "grid-cols-6")}
    >
      {choices.map((choice) => (
        <label key={choice} className={cn(chip(value === choice), "min-w-0 px-0")}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => pick(choice)}
            onClick={() => {
              if (value === choice) pick(null);
            }}
            className="sr-only"
          />
          {mode === "rir" && choice === 5 ? "5+" : format.format(choice)}
        </label>
      ))}
    </div>
  );
}

/** The set's effort (when on), and behind "…" its type and note. */
export function SetDetailsPanel({
  mode,
  details,
  onChange,
  open,
  onOpenChange,
  showEffort,
}: {
  mode: TEffortMode;
  details: SetDetails;
  onChange: (details: SetDetails) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Counted sets only: a hold or a run has no reps in reserve. */
  showEffort: boolean;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const type = details.type ?? "work";
  const summary = [type !== "work" ? t(`workouts.player.setTypes.${type}`) : "", details.note ? "“…”" : ""]
    .filter(Boolean)
    .join(" · ");
  const effortOn = showEffort && mode !== "off";
  return (
    <div className="mx-auto mt-4 max-w-sm text-left">
      <div className="mb-1.5 flex min-h-10 items-center justify-between gap-2">
        <p className="min-w-0 text-sm">
          {effortOn ? (
            <span id={`${ids}-effort`} className="font-medium text-slate-800 dark:text-slate-200">
              {t(mode === "rpe" ? "workouts.player.effortRpe" : "workouts.player.effortRir")}
            </span>
          ) : null}
          {summary ? (
            <span className="text-slate-600 dark:text-slate-400">
              {effortOn ? " · " : ""}
              {summary}
            </span>
          ) : null}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${ids}-more`}
          aria-label={t("workouts.player.moreSet")}
          title={t("workouts.player.moreSet")}
          onClick={() => onOpenChange(!open)}
          className={cn(
            "flex h-10 w-12 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600",
            open || summary
              ? "bg-primary-50 text-primary-800 ring-primary-300 dark:bg-primary-950/60 dark:text-primary-100 dark:ring-primary-700"
              : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-950 dark:text-slate-300 dark:ring-slate-700",
          )}
        >
          <MoreHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      {effortOn ? (
        <EffortPicker mode={mode} details={details} onChange={onChange} labelId={`${ids}-effort`} />
      ) : null}
      {open ? (
        <div
          id={`${ids}-more`}
          className="mt-3 space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
        >
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">
              {t("workouts.player.setType")}
            </legend>
            <div className="grid grid-cols-4 gap-1.5">
              {SET_TYPES.map((choice) => (
                <label key={choice} className={cn(chip(type === choice), "px-1 text-xs sm:text-sm")}>
                  <input
                    type="radio"
                    name={`${ids}-type`}
                    value={choice}
                    checked={type === choice}
                    onChange={() => onChange({ ...details, type: choice })}
                    className="sr-only"
                  />
                  {t(`workouts.player.setTypes.${choice}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label
              htmlFor={`${ids}-note`}
              className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t("workouts.player.setNote")}
            </label>
            <input
              id={`${ids}-note`}
              value={details.note ?? ""}
              maxLength={SET_NOTE_MAX}
              onChange={(e) => onChange({ ...details, note: e.target.value })}
              className="block h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 sm:text-sm dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
