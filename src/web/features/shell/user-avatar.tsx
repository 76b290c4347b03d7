import { Crown } from "lucide-react";
import { cn } from "../../lib/cn";

/** First letter of the name, or 'U' (docs/product.md §2). */
export function initialOf(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase() : "U";
}

/** The round initial, with a crown badge for Pro users. Decorative: the caller labels it. */
export function UserAvatar({ name, isPro, className }: { name: string; isPro: boolean; className?: string }) {
  return (
    <span className={cn("relative inline-flex shrink-0", className)} aria-hidden="true">
      <span className="flex size-9 items-center justify-center rounded-full bg-linear-to-br from-primary-600 to-accent-700 text-sm font-bold text-white">
        {initialOf(name)}
      </span>
      {isPro ? (
        <span className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-amber-400 text-slate-900 ring-2 ring-white dark:ring-slate-900">
          <Crown className="size-3" strokeWidth={2.5} />
        </span>
      ) : null}
    </span>
  );
}
