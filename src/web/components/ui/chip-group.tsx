import { Check } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { FieldError } from "./field-error";

export interface ChipOption<T extends string> {
  value: T;
  label: string;
  /** A second, quieter line (e.g. "05:00–08:00"). */
  detail?: string;
  disabled?: boolean;
}

const chipClasses = (selected: boolean, invalid: boolean) =>
  cn(
    "relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-3.5 py-2 text-sm font-medium ring-1 transition-colors ring-inset motion-reduce:transition-none",
    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600 dark:has-[:focus-visible]:outline-primary-400",
    "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50",
    selected
      ? "bg-primary-50 text-primary-900 ring-2 ring-primary-600 dark:bg-primary-950/60 dark:text-primary-50 dark:ring-primary-400"
      : cn(
          "bg-white text-slate-700 hover:bg-slate-50 dark:bg-slate-950 dark:text-slate-300 dark:hover:bg-slate-800",
          invalid ? "ring-danger-400 dark:ring-danger-500" : "ring-slate-300 dark:ring-slate-700",
        ),
  );

interface GroupProps<T extends string> {
  legend: string;
  description?: string;
  options: readonly ChipOption<T>[];
  error?: string | null;
  /** Tailwind grid columns for the chips; default wraps them. */
  columns?: string;
  className?: string;
}

function GroupShell({
  legend,
  description,
  descriptionId,
  errorId,
  error,
  className,
  children,
}: {
  legend: string;
  description?: string;
  descriptionId: string;
  errorId: string;
  error?: string | null;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      ) : null}
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function ChipLabel<T extends string>({ option, selected }: { option: ChipOption<T>; selected: boolean }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-5 shrink-0 items-center justify-center rounded-md ring-1 ring-inset",
          selected
            ? "bg-primary-700 text-white ring-primary-700 dark:bg-primary-400 dark:text-slate-950 dark:ring-primary-400"
            : "ring-slate-300 dark:ring-slate-600",
        )}
      >
        {selected ? <Check className="size-3.5" strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0">
        <span className="block">{option.label}</span>
        {option.detail ? (
          <span className="block text-xs font-normal text-slate-600 tabular-nums dark:text-slate-400">
            {option.detail}
          </span>
        ) : null}
      </span>
    </>
  );
}

/** Several values out of a few (native checkboxes styled as chips: keyboard and screen readers work as usual). */
export function ChipCheckboxGroup<T extends string>({
  legend,
  description,
  options,
  value,
  onChange,
  error,
  columns = "grid-cols-1 sm:grid-cols-2",
  className,
  name,
}: GroupProps<T> & { name: string; value: readonly T[]; onChange: (value: T[]) => void }) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  const toggle = (option: T, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    // Keep the options' order, whatever order they were clicked in.
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <GroupShell {...{ legend, description, descriptionId, errorId, error, className }}>
      <div className={cn("mt-2 grid gap-2", columns)}>
        {options.map((option) => {
          const selected = value.includes(option.value);
          return (
            <label key={option.value} className={chipClasses(selected, Boolean(error))}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected}
                disabled={option.disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                className="sr-only"
              />
              <ChipLabel option={option} selected={selected} />
            </label>
          );
        })}
      </div>
    </GroupShell>
  );
}

/** One value out of a few, as chips (native radios: arrow keys move the choice). */
export function ChipRadioGroup<T extends string>({
  legend,
  description,
  options,
  value,
  onChange,
  error,
  columns = "grid-cols-1 sm:grid-cols-2",
  className,
  name,
}: GroupProps<T> & { name: string; value: T | ""; onChange: (value: T) => void }) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <GroupShell {...{ legend, description, descriptionId, errorId, error, className }}>
      <div className={cn("mt-2 grid gap-2", columns)}>
        {options.map((option) => {
          const selected = value === option.value;
          return (
            <label key={option.value} className={chipClasses(selected, Boolean(error))}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={selected}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-5 shrink-0 items-center justify-center rounded-full ring-1 ring-inset",
                  selected ? "ring-primary-700 dark:ring-primary-400" : "ring-slate-300 dark:ring-slate-600",
                )}
              >
                {selected ? (
                  <span className="size-2.5 rounded-full bg-primary-700 dark:bg-primary-400" />
                ) : null}
              </span>
              <span className="min-w-0">
                <span className="block">{option.label}</span>
                {option.detail ? (
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    {option.detail}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </GroupShell>
  );
}
