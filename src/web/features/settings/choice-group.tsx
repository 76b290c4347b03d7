import type { LucideIcon } from "lucide-react";
import { cn } from "../../lib/cn";

export interface Choice<T extends string> {
  value: T;
  label: string;
  icon?: LucideIcon;
}

/** A segmented radio group (native radios: arrow keys, role="radio", labels all work out of the box). */
export function ChoiceGroup<T extends string>({
  legend,
  description,
  name,
  value,
  choices,
  onChange,
}: {
  legend: string;
  description?: string;
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      {description ? (
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      <div
        className={cn("mt-2 grid gap-2", choices.length === 3 ? "grid-cols-3" : "grid-cols-1 sm:grid-cols-2")}
      >
        {choices.map(({ value: choice, label, icon: Icon }) => (
          <label
            key={choice}
            className={cn(
              "relative flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-medium ring-1 transition-colors ring-inset",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600 dark:has-[:focus-visible]:outline-primary-400",
              value === choice
                ? "bg-primary-50 text-primary-800 ring-2 ring-primary-600 dark:bg-primary-950/60 dark:text-primary-100 dark:ring-primary-400"
                : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-950 dark:text-slate-300 dark:ring-slate-700 dark:hover:bg-slate-800",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
