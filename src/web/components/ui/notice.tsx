import { AlertCircle, AlertTriangle, CheckCircle2, Info, type LucideIcon, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type NoticeTone = "info" | "success" | "warning" | "error" | "pro";

const TONES: Record<NoticeTone, { box: string; icon: LucideIcon }> = {
  info: {
    box: "bg-slate-50 text-slate-800 ring-slate-200 dark:bg-slate-800/60 dark:text-slate-100 dark:ring-slate-700",
    icon: Info,
  },
  success: {
    box: "bg-primary-50 text-primary-900 ring-primary-200 dark:bg-primary-950/50 dark:text-primary-100 dark:ring-primary-900",
    icon: CheckCircle2,
  },
  warning: {
    box: "bg-warning-50 text-warning-950 ring-warning-200 dark:bg-warning-400/10 dark:text-warning-100 dark:ring-warning-400/30",
    icon: AlertTriangle,
  },
  error: {
    box: "bg-danger-50 text-danger-900 ring-danger-200 dark:bg-danger-950/50 dark:text-danger-100 dark:ring-danger-900",
    icon: AlertCircle,
  },
  pro: {
    box: "bg-violet-50 text-violet-950 ring-violet-200 dark:bg-violet-400/10 dark:text-violet-100 dark:ring-violet-400/30",
    icon: Sparkles,
  },
};

/**
 * An inline message box (a warning before saving, a failed load, a summary). `role` is "alert" for errors and
 * warnings that appear after an action, "status" for calm updates; pass none for static text.
 */
export function Notice({
  tone = "info",
  title,
  children,
  action,
  role,
  className,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  role?: "alert" | "status";
  className?: string;
}) {
  const { box, icon: Icon } = TONES[tone];
  return (
    <div
      role={role}
      className={cn(
        "flex flex-col gap-3 rounded-xl px-4 py-3 text-sm ring-1 sm:flex-row sm:items-center sm:justify-between",
        box,
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-2.5">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0">
          {title ? <p className="font-semibold">{title}</p> : null}
          {children ? <div className={title ? "mt-0.5" : undefined}>{children}</div> : null}
        </div>
      </div>
      {action ? <div className="flex shrink-0 flex-wrap gap-2">{action}</div> : null}
    </div>
  );
}
