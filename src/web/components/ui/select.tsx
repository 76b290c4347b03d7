import { ChevronDown } from "lucide-react";
import { type SelectHTMLAttributes, useId } from "react";
import { cn } from "../../lib/cn";
import { fieldClasses } from "./input";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children"> {
  label: string;
  description?: string;
  options: readonly SelectOption[];
}

/**
 * A native <select>, styled: the phone's own picker is the best one for long lists (time zones), and it needs no
 * injected <style> (the CSP allows only our own stylesheets).
 */
export function Select({ label, description, options, className, ...rest }: SelectProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {description}
        </p>
      ) : null}
      <div className="relative mt-2">
        <select
          id={id}
          aria-describedby={descriptionId}
          className={cn(
            fieldClasses,
            "cursor-pointer appearance-none border-slate-300 pr-10 hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-600",
          )}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
      </div>
    </div>
  );
}
