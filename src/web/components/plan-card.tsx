import { Check } from "lucide-react";
import { cn } from "../lib/cn";
import { PageLink } from "../lib/page-link";
import { buttonClasses } from "./ui/button";
import { Card } from "./ui/card";

// One plan's card, as the landing page's pricing section and the pricing page show it: name, price, what it includes
// and a call to sign up. The pages decide the words and figures; this decides how a plan looks.

export interface PlanCardProps {
  name: string;
  price: string;
  interval: string;
  note?: string;
  points: readonly string[];
  badge?: string;
  highlight?: boolean;
  cta: string;
  /** The card's heading level in its page's outline (axe: heading order). */
  level: 2 | 3;
}

export function PlanCard({
  name,
  price,
  interval,
  note,
  points,
  badge,
  highlight,
  cta,
  level,
}: PlanCardProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Card
      className={cn(
        "relative flex h-full flex-col p-6",
        highlight && "ring-2! ring-primary-600! dark:ring-primary-400!",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <Heading className="font-semibold text-slate-900 dark:text-white">{name}</Heading>
        {badge ? (
          <span className="rounded-full bg-primary-700 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-primary-400 dark:text-slate-950">
            {badge}
          </span>
        ) : null}
      </div>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">
          {price}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{interval}</span>
      </p>
      {/* Same height with or without a note, so the cards line up. */}
      <p className="mt-1 min-h-5 text-sm text-slate-600 tabular-nums dark:text-slate-400">{note}</p>
      <ul className="mt-6 mb-8 flex-1 space-y-3 text-sm">
        {points.map((point) => (
          <li key={point} className="flex gap-2.5 text-slate-700 dark:text-slate-300">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-400"
            />
            {point}
          </li>
        ))}
      </ul>
      <PageLink to="/register" className={buttonClasses(highlight ? "primary" : "secondary", "md", "w-full")}>
        {cta}
      </PageLink>
    </Card>
  );
}

/** A card's outline while the prices load: about the real one's size, so nothing jumps. */
export function PlanSkeleton() {
  return (
    <Card className="h-full p-6" aria-hidden="true">
      <div className="h-6 w-28 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className="mt-4 h-10 w-36 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
      <div className="mt-7 space-y-3">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="h-5 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800/70" />
        ))}
      </div>
      <div className="mt-9 h-11 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/70" />
    </Card>
  );
}
