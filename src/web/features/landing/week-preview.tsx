import { useTranslation } from "react-i18next";
import type { WorkoutType } from "#domain/types";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { WORKOUT_TYPE_STYLES } from "../../lib/workout-type-style";

// A made-up week drawn in HTML (docs/product.md §9 "Interface": no stock photo): grey meetings, coloured workouts in the gaps.

type EventKey = "standup" | "review" | "lunch" | "oneOnOne" | "schoolRun" | "planning" | "call";

type Block =
  | { kind: "event"; name: EventKey; start: number; end: number }
  | { kind: "workout"; type: WorkoutType; start: number; end: number };

const DAY_START = 7;
const DAY_END = 19;

/** Monday to Friday. Hours as decimals (12.5 = 12:30). */
const WEEK: Block[][] = [
  [
    { kind: "event", name: "standup", start: 9, end: 9.5 },
    { kind: "event", name: "review", start: 10, end: 11.5 },
    { kind: "workout", type: "Weight Training", start: 12, end: 12.75 },
    { kind: "event", name: "oneOnOne", start: 15, end: 15.5 },
  ],
  [
    { kind: "workout", type: "Cardio", start: 7, end: 7.75 },
    { kind: "event", name: "schoolRun", start: 8, end: 8.75 },
    { kind: "event", name: "planning", start: 10, end: 12 },
    { kind: "event", name: "lunch", start: 12.5, end: 13.5 },
  ],
  [
    { kind: "event", name: "standup", start: 9, end: 9.5 },
    { kind: "workout", type: "Yoga", start: 13, end: 13.75 },
    { kind: "event", name: "call", start: 17.5, end: 18.5 },
  ],
  [
    { kind: "event", name: "schoolRun", start: 8, end: 8.75 },
    { kind: "event", name: "review", start: 11, end: 12 },
    { kind: "workout", type: "HIIT", start: 16.5, end: 17.25 },
  ],
  [
    { kind: "event", name: "standup", start: 9, end: 9.5 },
    { kind: "event", name: "lunch", start: 12, end: 13 },
    { kind: "workout", type: "Bodyweight", start: 15.5, end: 16.25 },
  ],
];

const HOURS = [8, 10, 12, 14, 16, 18];

function pct(hours: number): string {
  return `${((hours - DAY_START) / (DAY_END - DAY_START)) * 100}%`;
}

/** Short weekday names Monday-Friday in the UI language (2024-01-01 was a Monday). */
function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: "short", timeZone: "UTC" });
  return Array.from({ length: 5 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

function clock(hours: number, language: string, withMinutes = true): string {
  const date = new Date(Date.UTC(2024, 0, 1, Math.floor(hours), Math.round((hours % 1) * 60)));
  const options: Intl.DateTimeFormatOptions = { hour: "numeric", timeZone: "UTC" };
  if (withMinutes) options.minute = "2-digit";
  return new Intl.DateTimeFormat(language, options).format(date);
}

export function WeekPreview() {
  const { t, i18n } = useTranslation();
  const days = weekdayNames(i18n.language);
  return (
    <Card className="p-4 sm:p-5">
      <figure aria-label={t("landing.preview.label")}>
        <figcaption className="mb-4 flex items-center justify-between gap-3">
          <span className="font-semibold text-slate-900 dark:text-white">{t("landing.preview.title")}</span>
          <span className="flex items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-sm bg-slate-300 dark:bg-slate-600" />
              {t("landing.preview.meeting")}
            </span>
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-sm bg-primary-600 dark:bg-primary-400" />
              {t("landing.preview.workout")}
            </span>
          </span>
        </figcaption>
        <div className="flex gap-2">
          <div aria-hidden="true" className="relative mt-7 h-[30rem] w-10 shrink-0">
            {HOURS.map((hour) => (
              <span
                key={hour}
                className="absolute right-0 -translate-y-1/2 text-[10px] whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-400"
                style={{ top: pct(hour) }}
              >
                {clock(hour, i18n.language, false)}
              </span>
            ))}
          </div>
          <ol className="grid flex-1 grid-cols-3 gap-1.5 sm:grid-cols-5">
            {WEEK.map((blocks, day) => (
              <li key={days[day]} className={cn("min-w-0", day >= 3 && "hidden sm:block")}>
                <p className="mb-2 h-5 text-center text-xs font-semibold text-slate-700 dark:text-slate-300">
                  {days[day]}
                </p>
                <div className="relative h-[30rem] rounded-xl bg-slate-50 ring-1 ring-slate-200/70 dark:bg-slate-950/60 dark:ring-slate-800">
                  {HOURS.map((hour) => (
                    <div
                      key={hour}
                      aria-hidden="true"
                      className="absolute inset-x-0 border-t border-dashed border-slate-200 dark:border-slate-800"
                      style={{ top: pct(hour) }}
                    />
                  ))}
                  <ul className="absolute inset-0">
                    {blocks.map((block) => {
                      const time = `${clock(block.start, i18n.language)}–${clock(block.end, i18n.language)}`;
                      const minutes = Math.round((block.end - block.start) * 60);
                      return (
                        <li
                          key={`${block.start}`}
                          className={cn(
                            "absolute inset-x-1 overflow-hidden rounded-lg px-1.5 py-0.5 text-[10px] leading-[1.2] sm:text-[11px]",
                            block.kind === "event"
                              ? "bg-slate-200/80 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                              : cn(
                                  "border-l-4 font-semibold shadow-sm",
                                  WORKOUT_TYPE_STYLES[block.type].edge,
                                  WORKOUT_TYPE_STYLES[block.type].block,
                                ),
                          )}
                          style={{
                            top: pct(block.start),
                            height: `calc(${pct(block.end)} - ${pct(block.start)} - 2px)`,
                          }}
                        >
                          <span className="block truncate">
                            {block.kind === "event"
                              ? t(`landing.preview.events.${block.name}`)
                              : t(`workoutTypes.${block.type}`)}
                          </span>
                          {block.kind === "workout" ? (
                            <span className="block truncate font-normal tabular-nums opacity-80">
                              {t("common.minutes", { count: minutes })}
                            </span>
                          ) : null}
                          <span className="sr-only">{time}</span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </figure>
    </Card>
  );
}
