import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "../../lib/cn";

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  /** Shown under the field and announced with it (aria-describedby), e.g. "8–128 characters". */
  hint?: ReactNode;
  error?: string | null;
  /** Rendered on the label's line, right-aligned (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  /** A control inside the field on the right (e.g. show/hide password). */
  trailing?: ReactNode;
}

export const fieldClasses = cn(
  "block h-11 w-full rounded-xl border bg-white px-3.5 text-base text-slate-900 shadow-xs transition-colors sm:text-sm",
  "placeholder:text-slate-400 focus:border-primary-600 focus:outline-2 focus:outline-offset-0 focus:outline-primary-600/30",
  "dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-primary-400 dark:focus:outline-primary-400/30",
  // Date and time fields: the focus sits on a segment inside the field, where :focus does not reach the field.
  "focus-within:border-primary-600 focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-primary-600/30",
  "dark:focus-within:border-primary-400 dark:focus-within:outline-primary-400/30",
  "disabled:cursor-not-allowed disabled:opacity-60",
);

export function Input({ label, hint, error, labelAside, trailing, className, ...rest }: InputProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            fieldClasses,
            trailing ? "pr-12" : null,
            error
              ? "border-danger-600 dark:border-danger-400"
              : "border-slate-300 hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-600",
          )}
          {...rest}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-0.5">{trailing}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600 tabular-nums dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger-700 dark:text-danger-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
