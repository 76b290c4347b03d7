import { CloudOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../lib/cn";

/**
 * Said next to an action that needs the server (a new plan, a regenerated workout, the coach) while the browser is
 * offline: the action is disabled rather than left to fail obscurely (ADR 0052). Strings: the signed-in layout's
 * "offline" feature file.
 */
export function NeedsNetworkNote({ id, className }: { id?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      id={id}
      className={cn("flex items-start gap-1.5 text-sm text-slate-700 dark:text-slate-300", className)}
    >
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t("offline.needsNetwork")}
    </p>
  );
}
