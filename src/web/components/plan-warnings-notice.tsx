import type { TFunction } from "i18next";
import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatLongDate } from "../lib/workout-format";
import type { PlanNotice, PlanWarnings } from "../queries/plan";

// The last plan's warnings in plain words (which workouts fell outside the preferred times, and why), shown on the
// dashboard and the workouts page. Notices are translated; an unknown kind falls back to the server's English text.
// Lazy, with its own strings (plan-notes), so the signed-in shell does not carry it (ADR 0099).

/** Notices that explain the plan rather than say it missed a preference (ADR 0049). */
const EXPLANATIONS = new Set([
  "muscles-spaced",
  "muscles-back-to-back",
  "muscles-after-recent",
  "lighter-week",
]);

const DOSE_GROUPS = ["legs", "hips", "back", "abdomen", "chest", "shoulders", "arms"] as const;
const isDoseGroup = (group: string): group is (typeof DOSE_GROUPS)[number] =>
  (DOSE_GROUPS as readonly string[]).includes(group);

function useNoticeText() {
  const { t, i18n } = useTranslation();
  const areaName = (area: unknown) =>
    area === "upper-body" || area === "legs" || area === "core"
      ? t(`workouts.areas.${area}`)
      : String(area ?? "");
  return (notice: PlanNotice, fallback: string | undefined): string => {
    const value = notice as Record<string, unknown>;
    const date = typeof value.date === "string" ? formatLongDate(value.date, i18n.language) : "";
    switch (notice.kind) {
      case "outside-preferred":
        return t("workouts.notices.outsidePreferred", {
          date,
          start: String(value.startTime ?? ""),
          end: String(value.endTime ?? ""),
        });
      case "fewer-workouts":
        return t("workouts.notices.fewerWorkouts", {
          planned: Number(value.planned ?? 0),
          requested: Number(value.requested ?? 0),
          duration: Number(value.duration ?? 0),
        });
      case "day-unavailable":
        return t("workouts.notices.dayUnavailable", { date, duration: Number(value.duration ?? 0) });
      case "short-session":
        return t("planNotes.shortSession", {
          date,
          minutes: Number(value.minutes ?? 0),
          duration: Number(value.duration ?? 0),
        });
      case "dose-shortfall": {
        const sets = typeof value.sets === "object" && value.sets !== null ? value.sets : {};
        const parts = Object.entries(sets).map(([group, count]) =>
          t("planNotes.shortSets", {
            count: Number(count),
            group: isDoseGroup(group) ? t(`planNotes.groups.${group}`) : group,
          }),
        );
        const cardio = Number(value.cardioMinutes ?? 0);
        if (cardio > 0) parts.push(t("planNotes.shortCardio", { count: cardio }));
        return t("planNotes.doseShortfall", {
          parts: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(parts),
        });
      }
      case "lighter-week": {
        const why = value.busiest
          ? t("planNotes.lighterBusiest", { details: busyDetails(t, value) })
          : t("planNotes.lighterDefault");
        const params = { week: Number(value.week ?? 0), weeks: Number(value.weeks ?? 0), why };
        return value.thisWeek
          ? t("planNotes.lighterWeekNow", params)
          : t("planNotes.lighterWeekAhead", params);
      }
      case "muscles-spaced": {
        const days = Array.isArray(value.days) ? (value.days as { date?: unknown }[]) : [];
        const dates = days.map((day) => formatLongDate(String(day.date ?? ""), i18n.language));
        return t("workouts.notices.musclesSpaced", {
          area: areaName(value.area),
          dates: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(dates),
        });
      }
      case "muscles-back-to-back":
        return t("workouts.notices.musclesBackToBack", {
          area: areaName(value.area),
          date,
          nextDate: formatLongDate(String(value.nextDate ?? ""), i18n.language),
        });
      case "muscles-after-recent":
        return t("workouts.notices.musclesAfterRecent", { area: areaName(value.area), date });
      default:
        return fallback ?? "";
    }
  };
}

export default function PlanWarningsNotice({ value }: { value: PlanWarnings | null }) {
  const { t } = useTranslation();
  const text = useNoticeText();
  if (!value || value.warnings.length === 0) return null;
  const lines =
    value.notices.length === value.warnings.length
      ? value.notices.map((notice, index) => text(notice, value.warnings[index]))
      : value.warnings;
  return (
    <section
      aria-labelledby="plan-warnings-title"
      className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/30"
    >
      <h2 id="plan-warnings-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        {value.notices.length > 0 && value.notices.every((notice) => EXPLANATIONS.has(notice.kind))
          ? t("workouts.aboutPlanTitle")
          : t("workouts.warningsTitle")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for one plan.
          <li key={index}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** "12 busy hours, 2 days away": only the parts that are not zero (a week of all-day absences has no busy hours). */
function busyDetails(t: TFunction, value: Record<string, unknown>): string {
  const hours = Number(value.busyHours ?? 0);
  const days = Number(value.absentDays ?? 0);
  return [
    ...(hours > 0 || days === 0 ? [t("planNotes.busyHours", { count: hours })] : []),
    ...(days > 0 ? [t("planNotes.daysAway", { count: days })] : []),
  ].join(", ");
}
