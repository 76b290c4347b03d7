import { Bell } from "lucide-react";
import type { ComponentProps } from "react";

/** The trigger's look, shared by the plain button (before the panel's code loads) and the Popover trigger. */
export const BELL_CLASS =
  "relative inline-flex size-11 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:data-[state=open]:bg-slate-800";

export function UnreadBadge({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="notification-badge"
      className="absolute top-1.5 right-1.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-rose-600 px-1 font-semibold text-[11px] text-white tabular-nums ring-2 ring-slate-50 dark:ring-slate-950"
    >
      {unread > 9 ? "9+" : unread}
    </span>
  );
}

/** The bell as a plain button, until the panel's code is there: same look, same name, same place. */
export function BellButton({ unread, ...props }: ComponentProps<"button"> & { unread: number }) {
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} className={BELL_CLASS} {...props}>
      <Bell aria-hidden="true" className="size-5" />
      <UnreadBadge unread={unread} />
    </button>
  );
}
