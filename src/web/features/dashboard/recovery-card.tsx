import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TRecoveryMap } from "#contracts/progress";
import type { RecoveryLevel } from "#domain/progress/recovery-levels";
import { Card } from "../../components/ui/card";
import { api } from "../../lib/api";
import { cn } from "../../lib/cn";
import { HISTORY_KEY } from "../../queries/history";
import { RecoveryCardPlaceholder } from "./recovery-card-placeholder";

// The recovery map (GET /api/progress/recovery): each muscle group with its level as a word and a colour. Loaded as
// its own chunk after the dashboard's first render and not one of the page's first reads (ADR 0019-0021), so it
// adds nothing to the first paint; the placeholder has the card's height, so nothing moves when it arrives.

/** Under the history's key: completing or skipping a workout invalidates the history, and with it this map. */
const recoveryQuery = {
  queryKey: [...HISTORY_KEY, "recovery"],
  queryFn: ({ signal }: { signal: AbortSignal }) => api<TRecoveryMap>("/api/progress/recovery", { signal }),
};

const LEVEL_STYLE: Record<RecoveryLevel, { dot: string; text: string }> = {
  fresh: { dot: "bg-emerald-500", text: "text-emerald-800 dark:text-emerald-300" },
  recovering: { dot: "bg-amber-400", text: "text-amber-800 dark:text-amber-300" },
  "recently-trained": { dot: "bg-rose-500", text: "text-rose-800 dark:text-rose-300" },
};

export default function RecoveryCard() {
  const { t } = useTranslation();
  const query = useQuery(recoveryQuery);
  if (query.isPending) return <RecoveryCardPlaceholder />;
  return (
    <Card className="p-6 lg:col-span-3">
      <section aria-labelledby="recovery-map">
        <h2
          id="recovery-map"
          className="text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300"
        >
          {t("dashboard.recovery.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("dashboard.recovery.hint")}</p>
        {query.error ? (
          <p role="alert" className="mt-4 text-sm text-danger-700 dark:text-danger-300">
            {t("dashboard.recovery.loadFailed")}
          </p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {query.data.groups.map((group) => {
              const style = LEVEL_STYLE[group.level];
              return (
                <li
                  key={group.group}
                  className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm dark:bg-slate-950/40"
                >
                  <span aria-hidden="true" className={cn("size-2.5 shrink-0 rounded-full", style.dot)} />
                  <span className="font-medium text-slate-900 dark:text-white">
                    {t(`dashboard.recovery.groups.${group.group}`)}
                  </span>
                  <span className={cn("ml-auto text-xs font-semibold", style.text)}>
                    {t(`dashboard.recovery.levels.${group.level}`)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
