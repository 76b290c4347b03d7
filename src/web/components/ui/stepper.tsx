import { Check } from "lucide-react";
import { cn } from "../../lib/cn";

const COLUMNS: Record<number, string> = {
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-4",
  5: "grid-cols-5",
};

/**
 * Where a multi-step form is: a list of steps (done, current, to come) drawn as a bar. `label` is e.g.
 * "Step 2 of 4"; the current step carries aria-current="step". On phones only the current step is named.
 */
export function Stepper({
  steps,
  current,
  label,
}: {
  steps: readonly string[];
  current: number;
  label: string;
}) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300">
        {label}
      </p>
      <ol className={cn("mt-3 grid gap-2", COLUMNS[steps.length] ?? "grid-flow-col")}>
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} aria-current={active ? "step" : undefined} className="min-w-0">
              <span
                aria-hidden="true"
                className={cn(
                  "block h-1.5 rounded-full transition-colors motion-reduce:transition-none",
                  done || active ? "bg-primary-600 dark:bg-primary-400" : "bg-slate-200 dark:bg-slate-800",
                )}
              />
              <span
                className={cn(
                  "mt-2 flex items-center gap-1 text-xs",
                  active
                    ? "font-semibold text-slate-900 dark:text-white"
                    : "text-slate-600 max-sm:sr-only dark:text-slate-400",
                )}
              >
                {done ? <Check aria-hidden="true" className="size-3 shrink-0" /> : null}
                <span className="truncate">{step}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
