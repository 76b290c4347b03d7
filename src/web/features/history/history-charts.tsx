import { useTranslation } from "react-i18next";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { minutesPerWeek, workoutsPerType } from "#domain/progress/history-stats";
import { Card } from "../../components/ui/card";
import { useSettings } from "../../lib/settings";
import { formatMonthDay } from "../../lib/workout-format";
import type { CompletedWorkout } from "../../queries/workouts";

// recharts is imported only here, and this file only by a lazy import in the history page, so no other page
// carries it. It sets presentation through SVG attributes and React style properties (CSSOM), never <style> tags.

// Chart colours as SVG fill values (the same hues as workout-type-style.ts, which holds Tailwind classes).
const TYPE_COLOURS: Record<string, string> = {
  "Weight Training": "#6366f1",
  Cardio: "#0ea5e9",
  HIIT: "#f97316",
  Bodyweight: "#8b5cf6",
  Yoga: "#ec4899",
  Sports: "#65a30d",
};

export function HistoryCharts({ history, today }: { history: CompletedWorkout[]; today: string }) {
  const { t, i18n } = useTranslation();
  const { resolvedTheme } = useSettings();
  const dark = resolvedTheme === "dark";
  const axis = dark ? "#94a3b8" : "#475569";
  const grid = dark ? "#1e293b" : "#e2e8f0";
  const weeks = minutesPerWeek({ today, completed: history }).map((week) => ({
    ...week,
    label: formatMonthDay(week.weekStart, i18n.language),
  }));
  const types = workoutsPerType({ today, completed: history }).map((entry) => ({
    ...entry,
    label: t(`workoutTypes.${entry.type}`, { defaultValue: entry.type }),
  }));
  const totalMinutes = weeks.reduce((sum, week) => sum + week.minutes, 0);

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="p-5">
        <figure>
          <figcaption className="text-sm font-semibold text-slate-900 dark:text-white">
            {t("history.minutesChart")}
          </figcaption>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t("history.minutesChartSummary", { minutes: totalMinutes })}
          </p>
          <div
            className="mt-4 h-56"
            role="img"
            aria-label={t("history.minutesChartLabel", { minutes: totalMinutes })}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={weeks} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
                <CartesianGrid vertical={false} stroke={grid} />
                <XAxis
                  dataKey="label"
                  tick={{ fill: axis, fontSize: 11 }}
                  tickLine={false}
                  axisLine={false}
                  interval="preserveStartEnd"
                />
                <YAxis
                  allowDecimals={false}
                  tick={{ fill: axis, fontSize: 11 }}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip
                  cursor={{ fill: dark ? "#1e293b" : "#f1f5f9" }}
                  formatter={(value) => [t("common.minutes", { count: Number(value) }), t("history.minutes")]}
                  labelFormatter={(label) => t("history.weekOf", { date: String(label) })}
                />
                <Bar
                  dataKey="minutes"
                  fill={dark ? "#34d399" : "#047857"}
                  radius={[6, 6, 0, 0]}
                  maxBarSize={32}
                  isAnimationActive={false}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </figure>
      </Card>
      <Card className="p-5">
        <figure>
          <figcaption className="text-sm font-semibold text-slate-900 dark:text-white">
            {t("history.typesChart")}
          </figcaption>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("history.typesChartSummary")}</p>
          <div
            className="mt-4 h-56"
            role="img"
            aria-label={
              types.map((entry) => `${entry.label}: ${entry.count}`).join(", ") || t("history.noData")
            }
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={types} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 8 }}>
                <CartesianGrid horizontal={false} stroke={grid} />
                <XAxis
                  type="number"
                  allowDecimals={false}
                  tick={{ fill: axis, fontSize: 11 }}
                  tickLine={false}
                  axisLine={false}
                />
                <YAxis
                  type="category"
                  dataKey="label"
                  width={110}
                  tick={{ fill: axis, fontSize: 12 }}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip
                  cursor={{ fill: dark ? "#1e293b" : "#f1f5f9" }}
                  formatter={(value) => [String(value), t("history.workouts")]}
                />
                <Bar dataKey="count" radius={[0, 6, 6, 0]} maxBarSize={36} isAnimationActive={false}>
                  {types.map((entry) => (
                    <Cell key={entry.type} fill={TYPE_COLOURS[entry.type] ?? "#64748b"} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
        </figure>
      </Card>
    </div>
  );
}
