import { CalendarClock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { useMe } from "../../lib/auth";

function greetingKey(hour: number) {
  if (hour < 12) return "dashboard.greetingMorning" as const;
  if (hour < 18) return "dashboard.greetingAfternoon" as const;
  return "dashboard.greetingEvening" as const;
}

/** For now: the greeting and an empty "Next up" card. Later issues add the week tiles, minutes ring and streak. */
export function DashboardPage() {
  const { t } = useTranslation();
  const me = useMe();
  const name = me.user.name.trim().split(/\s+/)[0] || me.user.email;
  return (
    <div>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {t(greetingKey(new Date().getHours()), { name })}
        </h1>
        <p className="mt-1.5 text-slate-600 dark:text-slate-400">{t("dashboard.subtitle")}</p>
      </header>
      <section aria-labelledby="next-up" className="grid gap-5 lg:grid-cols-3">
        <Card className="p-6 lg:col-span-2">
          <h2
            id="next-up"
            className="text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300"
          >
            {t("dashboard.nextUp")}
          </h2>
          <div className="mt-4 flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950/60 dark:text-primary-300">
              <CalendarClock aria-hidden="true" className="size-6" />
            </span>
            <div>
              <p className="text-lg font-semibold text-slate-900 dark:text-white">
                {t("dashboard.nextUpEmptyTitle")}
              </p>
              <p className="mt-1 max-w-prose text-sm text-slate-600 dark:text-slate-400">
                {t("dashboard.nextUpEmptyText")}
              </p>
            </div>
          </div>
        </Card>
      </section>
    </div>
  );
}
