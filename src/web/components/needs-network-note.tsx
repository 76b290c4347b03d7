import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";

/**
 * Said next to an action that needs the server (a new plan, a regenerated workout, the coach) while the browser is
 * offline: the action is disabled rather than left to fail obscurely (ADR 0052). Strings: in the signed-in layout's
 * feature file, notifications.
 */
export function NeedsNetworkNote({ id, className }: { id?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className={cn("text-sm text-slate-700 dark:text-slate-300", className)}>
      {t("offline.needsNetwork")}
    </p>
  );
}
