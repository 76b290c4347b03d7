import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TWeekDose } from "#contracts/dose";
import { Card } from "../../components/ui/card";
import { api } from "../../lib/api";
import { WORKOUTS_KEY } from "../../queries/workouts";
import { DoseCardPlaceholder } from "./dose-card-placeholder";

// The week's dose (GET /api/workouts/dose, issue 34): per major muscle group, hard sets done and planned against the
// goal's range, and aerobic minutes. Its own chunk after the dashboard's first render, like the recovery map; under
// the workouts' key, so a new plan, an edit, a completion or a skip (which all invalidate the workouts) refresh it.

const doseQuery = {
  queryKey: [...WORKOUTS_KEY, "dose"],
  queryFn: ({ signal }: { signal: AbortSignal }) => api<TWeekDose>("/api/workouts/dose", { signal }),
};

type Line = TWeekDose["cardioMinutes"];

const pct = (value: number, scale: number) => `${Math.min(100, (value / scale) * 100)}%`;

/** A track with the planned part light, the done part solid and the target range between two marks. */
function DoseBar({ line }: { line: Line }) {
  const scale = Math.max(line.target.max, line.planned, line.done, 1);
  return (
    <div aria-hidden="true" className="relative h-2.5 flex-1 rounded-full bg-slate-100 dark:bg-slate-800">
      <div
        className="absolute inset-y-0 left-0 rounded-full bg-primary-200 dark:bg-primary-900"
        style={{ width: pct(line.planned, scale) }}
      />
      <div
        className="absolute inset-y-0 left-0 rounded-full bg-primary-600 dark:bg-primary-400"
        style={{ width: pct(line.done, scale) }}
      />
      <div
        className="absolute -inset-y-1 border-x-2 border-emerald-600 dark:border-emerald-400"
        style={{ left: pct(line.target.min, scale), width: pct(line.target.max - line.target.min, scale) }}
      />
    </div>
  );
}

export default function DoseCard() {
  const { t, i18n } = useTranslation();
  const query = useQuery(doseQuery);
  if (query.isPending) return <DoseCardPlaceholder />;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const range = (line: Line) =>
    line.target.min > 0
      ? t("dose.range", {
          min: number.format(line.target.min),
          max: number.format(line.target.max),
        })
      : t("dose.upTo", { max: number.format(line.target.max) });
  const row = (key: string, name: string, line: Line, unit: "sets" | "minutes") => (
    <li key={key} className="flex h-6 items-center gap-3 text-sm">
      <span className="w-24 shrink-0 truncate font-medium text-slate-900 dark:text-white">{name}</span>
      <DoseBar line={line} />
      <span
        aria-hidden="true"
        className="w-28 shrink-0 text-right text-xs tabular-nums text-slate-600 dark:text-slate-400"
      >
        {number.format(line.done)}/{number.format(line.planned)} · {range(line)}
      </span>
      <span className="sr-only">
        {t(`dose.${unit}`, {
          done: number.format(line.done),
          planned: number.format(line.planned),
          range: range(line),
        })}
      </span>
    </li>
  );
  return (
    <Card className="p-6 lg:col-span-3">
      <section aria-labelledby="week-dose" className="min-h-[21rem] sm:min-h-[13rem]">
        <h2
          id="week-dose"
          className="text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300"
        >
          {t("dose.title")}
        </h2>
        {query.error ? (
          <p role="alert" className="mt-4 text-sm text-danger-700 dark:text-danger-300">
            {t("dose.loadFailed")}
          </p>
        ) : (
          <>
            <ul className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
              {query.data.groups.map((group) =>
                row(group.group, t(`dose.groups.${group.group}`), group, "sets"),
              )}
              {row("cardio", t("dose.cardio"), query.data.cardioMinutes, "minutes")}
            </ul>
            <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t("dose.legend")}</p>
          </>
        )}
      </section>
    </Card>
  );
}
