import { Trophy } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { TPersonalRecord } from "#contracts/progress";

// The completion summary's list of personal records (ADR 0048): what the server answered with the
// completion, already in the user's unit.

function formatWeight(value: number, unit: TPersonalRecord["unit"], language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  return `${number} ${unit === "metric" ? "kg" : "lb"}`;
}

export function NewRecords({ records }: { records: readonly TPersonalRecord[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const weight = (value: number, unit: TPersonalRecord["unit"]) => formatWeight(value, unit, i18n.language);
  const phrase = (record: TPersonalRecord) => {
    const set = `${weight(record.weight, record.unit)} × ${record.reps}`;
    if (record.kind === "weight")
      return t("workouts.records.weight", { set, previous: weight(record.previous, record.unit) });
    if (record.kind === "e1rm")
      return t("workouts.records.e1rm", {
        set,
        value: weight(record.e1rm, record.unit),
        previous: weight(record.previous, record.unit),
      });
    return t("workouts.records.reps", {
      reps: record.reps,
      weight: weight(record.weight, record.unit),
      previous: record.previous,
    });
  };
  // One line per exercise, its records in the server's order (weight, e1RM, reps).
  const byExercise = new Map<string, TPersonalRecord[]>();
  for (const record of records)
    byExercise.set(record.exercise, [...(byExercise.get(record.exercise) ?? []), record]);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="new-records"
      className="rounded-2xl bg-primary-50 p-4 text-primary-950 dark:bg-primary-400/10 dark:text-primary-50"
    >
      <h4 id={titleId} className="flex items-center gap-2 font-semibold">
        <Trophy aria-hidden="true" className="size-5" />
        {t("workouts.records.title", { count: records.length })}
      </h4>
      <p className="mt-1 text-sm">{t("workouts.records.intro")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm tabular-nums">
        {[...byExercise].map(([exercise, beaten]) => (
          <li key={exercise}>
            <span className="font-semibold">{exercise}</span>: {beaten.map(phrase).join("; ")}
          </li>
        ))}
      </ul>
    </section>
  );
}
