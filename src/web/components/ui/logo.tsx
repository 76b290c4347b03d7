import { cn } from "../../lib/cn";

/** The brand mark: a calendar block with a check (same drawing as public/favicon.svg). Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect x="2" y="4" width="28" height="26" rx="7" className="fill-primary-700 dark:fill-primary-400" />
      <rect
        x="2"
        y="4"
        width="28"
        height="8"
        rx="4"
        className="fill-primary-900/35 dark:fill-primary-950/30"
      />
      <rect x="9" y="1.5" width="3" height="6" rx="1.5" className="fill-primary-900 dark:fill-primary-200" />
      <rect x="20" y="1.5" width="3" height="6" rx="1.5" className="fill-primary-900 dark:fill-primary-200" />
      <path
        d="m10 20.5 4 4 8-8.5"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-white dark:stroke-slate-950"
      />
    </svg>
  );
}

/**
 * Mark plus the product name. `label` is the (translated) product name; `nameClassName` lets a crowded header hide
 * the name on phones.
 */
export function Logo({
  label,
  className,
  nameClassName,
}: {
  label: string;
  className?: string;
  nameClassName?: string;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className={cn("text-lg font-bold tracking-tight text-slate-900 dark:text-white", nameClassName)}>
        {label}
      </span>
    </span>
  );
}
