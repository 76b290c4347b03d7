import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "./card";

/** An empty list or a not-yet-available screen: says what it is and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950/60 dark:text-primary-300">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-2 max-w-md text-sm text-pretty text-slate-600 dark:text-slate-400">{description}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </Card>
  );
}

/** Page title row used by the signed-in pages. */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  /** Shown beside the title, e.g. a download link. */
  action?: ReactNode;
}) {
  return (
    <header className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {action}
      </div>
      {description ? <p className="mt-1.5 text-slate-600 dark:text-slate-400">{description}</p> : null}
    </header>
  );
}
