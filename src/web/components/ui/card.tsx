import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/** Rounded card: soft shadow in light mode, a border in dark mode (docs/product.md §9 "Interface"). */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        "rounded-2xl bg-white shadow-sm ring-1 shadow-slate-900/5 ring-slate-200/70 dark:bg-slate-900 dark:shadow-none dark:ring-slate-800",
        className,
      )}
      {...rest}
    />
  );
}
