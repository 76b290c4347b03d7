import { useTranslation } from "react-i18next";
import type { Weekday } from "#domain/types";
import { WEEK_ORDER, weekdayNames } from "../../lib/weekday-names";
import { ChipCheckboxGroup } from "../ui/chip-group";

/**
 * The weekdays a weekly event repeats on, as chips Monday to Sunday (a Mon–Fri standup is one event with five chips
 * on; lib/event-drafts.ts). Onboarding's "Your week" and the schedule's event dialog both use it.
 */
export function WeekdayChips({
  legend,
  name,
  value,
  onChange,
  error,
  className,
  columns = "grid-cols-4 sm:grid-cols-7",
}: {
  legend: string;
  name: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  error?: string | null;
  className?: string;
  /** Grid columns; a narrow container (the event dialog) keeps four, since seven chips do not fit its width. */
  columns?: string;
}) {
  const { i18n } = useTranslation();
  const shortNames = weekdayNames(i18n.language, "short");
  return (
    <ChipCheckboxGroup
      className={className}
      legend={legend}
      name={name}
      value={value}
      onChange={onChange}
      error={error ?? null}
      columns={columns}
      options={WEEK_ORDER.map((day) => ({ value: day, label: shortNames[day] }))}
    />
  );
}
