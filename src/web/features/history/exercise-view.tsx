import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TExerciseSeries, TMuscleVolume, TRecordsList } from "#contracts/progress";
import { Card } from "../../components/ui/card";
import { Select } from "../../components/ui/select";
import { useSettings } from "../../lib/settings";
import { formatMonthDay } from "../../lib/workout-format";
import { useExerciseProgress, useExerciseSeries, useMuscleVolume, useRecords } from "../../queries/progress";

// The history page's "Exercises" tab: one exercise's e1RM and top set over time, its records, and the weekly volume
// per muscle group. Loaded lazily with recharts (like history-charts.tsx); every chart has a table beside it.

type Unit = TExerciseSeries["unit"];
const MUSCLE_WEEKS = 8;

function useWeight() {
  const { i18n } = useTranslation();
  return (value: number, unit: Unit) =>
    `${new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value)} ${unit === "metric" ? "kg" : "lb"}`;
}

const tableClasses = "w-full text-left text-sm tabular-nums";
const cellClasses = "border-b border-slate-100 py-1.5 pr-3 dark:border-slate-800";

function SeriesChart({ series }: { series: TExerciseSeries }) {
  const { t, i18n } = useTranslation();
  const weight = useWeight();
  const { resolvedTheme } = useSettings();
  const dark = resolvedTheme === "dark";
  const axis = dark ? "#94a3b8" : "#475569";
  const points = series.points.map((point) => ({
    label: formatMonthDay(point.date, i18n.language),
    e1rm: point.e1rm,
    topSet: point.topSet?.weight ?? null,
  }));
  const best = Math.max(0, ...series.points.map((point) => point.e1rm ?? 0));
  return (
    <figure>
      <figcaption className="text-sm font-semibold text-slate-900 dark:text-white">
        {t("history.exercises.chartTitle", { name: series.exercise })}
      </figcaption>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("history.exercises.e1rmNote")}</p>
      <div
        className="mt-4 h-56"
        role="img"
        aria-label={t("history.exercises.chartLabel", {
          name: series.exercise,
          count: series.points.length,
          best: weight(best, series.unit),
        })}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: -12 }}>
            <CartesianGrid vertical={false} stroke={dark ? "#1e293b" : "#e2e8f0"} />
            <XAxis dataKey="label" tick={{ fill: axis, fontSize: 11 }} tickLine={false} axisLine={false} />
            <YAxis tick={{ fill: axis, fontSize: 11 }} tickLine={false} axisLine={false} />
            <Tooltip formatter={(value) => weight(Number(value), series.unit)} />
            <Legend />
            <Line
              type="monotone"
              dataKey="e1rm"
              name={t("history.exercises.e1rm")}
              stroke={dark ? "#34d399" : "#047857"}
              strokeWidth={2}
              isAnimationActive={false}
              connectNulls
            />
            <Line
              type="monotone"
              dataKey="topSet"
              name={t("history.exercises.topSet")}
              stroke={dark ? "#818cf8" : "#4f46e5"}
              strokeWidth={2}
              isAnimationActive={false}
              connectNulls
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-slate-700 dark:text-slate-300">
          {t("history.exercises.showTable")}
        </summary>
        <table className={`mt-2 ${tableClasses}`}>
          <thead>
            <tr>
              <th className={cellClasses}>{t("history.exercises.date")}</th>
              <th className={cellClasses}>{t("history.exercises.topSet")}</th>
              <th className={cellClasses}>{t("history.exercises.e1rm")}</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((point) => (
              <tr key={point.date}>
                <td className={cellClasses}>{formatMonthDay(point.date, i18n.language)}</td>
                <td className={cellClasses}>
                  {point.topSet ? `${weight(point.topSet.weight, series.unit)} × ${point.topSet.reps}` : "–"}
                </td>
                <td className={cellClasses}>{point.e1rm === null ? "–" : weight(point.e1rm, series.unit)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function ExerciseRecords({ entry, unit }: { entry: TRecordsList["exercises"][number]; unit: Unit }) {
  const { t, i18n } = useTranslation();
  const weight = useWeight();
  const date = (value: string) => formatMonthDay(value, i18n.language);
  return (
    <section aria-labelledby="exercise-records-title" data-testid="exercise-records">
      <h3 id="exercise-records-title" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t("history.exercises.recordsTitle", { name: entry.exercise })}
      </h3>
      <ul className="mt-2 space-y-1 text-sm tabular-nums text-slate-800 dark:text-slate-200">
        <li>
          {t("history.exercises.heaviest", {
            set: `${weight(entry.heaviest.weight, unit)} × ${entry.heaviest.reps}`,
            date: date(entry.heaviest.date),
          })}
        </li>
        <li>
          {t("history.exercises.bestE1rm", {
            value: weight(entry.bestE1rm.e1rm, unit),
            set: `${weight(entry.bestE1rm.weight, unit)} × ${entry.bestE1rm.reps}`,
            date: date(entry.bestE1rm.date),
          })}
        </li>
      </ul>
      <table className={`mt-3 ${tableClasses}`}>
        <caption className="text-left text-xs text-slate-600 dark:text-slate-400">
          {t("history.exercises.repsTable")}
        </caption>
        <thead>
          <tr>
            <th className={cellClasses}>{t("history.exercises.weight")}</th>
            <th className={cellClasses}>{t("history.exercises.mostReps")}</th>
            <th className={cellClasses}>{t("history.exercises.date")}</th>
          </tr>
        </thead>
        <tbody>
          {entry.repsAtWeight.map((set) => (
            <tr key={set.weight}>
              <td className={cellClasses}>{weight(set.weight, unit)}</td>
              <td className={cellClasses}>{set.reps}</td>
              <td className={cellClasses}>{date(set.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MuscleVolumeTable({ volume }: { volume: TMuscleVolume }) {
  const { t, i18n } = useTranslation();
  const weight = useWeight();
  return (
    <Card className="overflow-x-auto p-5">
      <table className={tableClasses} data-testid="muscle-volume">
        <caption className="text-left">
          <span className="block text-sm font-semibold text-slate-900 dark:text-white">
            {t("history.exercises.volumeTitle")}
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {t("history.exercises.volumeNote")}
          </span>
        </caption>
        <thead>
          <tr>
            <th className={cellClasses}>{t("history.exercises.muscle")}</th>
            {volume.weekStarts.map((week) => (
              <th key={week} className={cellClasses}>
                {formatMonthDay(week, i18n.language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {volume.muscles.map((row) => (
            <tr key={row.muscle}>
              <th scope="row" className={`${cellClasses} font-medium`}>
                {t(`history.muscles.${row.muscle}`)}
              </th>
              {row.volumes.map((value, index) => (
                <td key={volume.weekStarts[index]} className={cellClasses}>
                  {value === 0 ? "–" : weight(value, volume.unit)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export function ExerciseView() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const unit = settings.measurementUnit;
  const exercises = useExerciseProgress(unit);
  const records = useRecords(unit);
  const volume = useMuscleVolume(MUSCLE_WEEKS, unit);
  const [picked, setPicked] = useState<string | null>(null);
  const names = exercises.data?.map((exercise) => exercise.exercise) ?? [];
  const selected = picked !== null && names.includes(picked) ? picked : (names[0] ?? null);
  const series = useExerciseSeries(selected, unit);
  const key = (name: string) => name.trim().toLowerCase();
  const selectedRecords = records.data?.exercises.find(
    (entry) => selected !== null && key(entry.exercise) === key(selected),
  );

  if (exercises.isPending) return <div role="status" aria-busy="true" className="h-64" />;
  if (names.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t("history.exercises.empty")}</p>;
  return (
    <div className="space-y-6">
      <Card className="space-y-5 p-5">
        <Select
          label={t("history.exercises.pick")}
          value={selected ?? ""}
          onChange={(event) => setPicked(event.target.value)}
          options={names.map((name) => ({ value: name, label: name }))}
          className="max-w-sm"
        />
        {series.data ? <SeriesChart series={series.data} /> : <div className="h-56" />}
        {selectedRecords && records.data ? (
          <ExerciseRecords entry={selectedRecords} unit={records.data.unit} />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("history.exercises.noRecords")}</p>
        )}
      </Card>
      {volume.data && volume.data.muscles.length > 0 ? <MuscleVolumeTable volume={volume.data} /> : null}
    </div>
  );
}
