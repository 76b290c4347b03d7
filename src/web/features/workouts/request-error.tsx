import { AlertCircle, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { isApiError } from "../../lib/api";

/**
 * A failed request in place: what happened (the server's own message, e.g. the provider's error) and a retry.
 * A free-tier limit (402 UPGRADE_REQUIRED) is not an error to retry but an invitation to upgrade.
 */
export function RequestError({
  error,
  onRetry,
  retrying = false,
}: {
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  if (isApiError(error) && (error.code === "UPGRADE_REQUIRED" || error.status === 402)) {
    return (
      <div
        role="status"
        className="flex flex-col gap-3 rounded-2xl bg-primary-50 p-4 text-sm text-primary-950 ring-1 ring-primary-200 sm:flex-row sm:items-center sm:justify-between dark:bg-primary-400/10 dark:text-primary-50 dark:ring-primary-400/30"
      >
        <div className="flex items-start gap-2.5">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">{t("workouts.upgradeTitle")}</p>
            <p className="mt-0.5">{error.message || t("workouts.upgradeText")}</p>
          </div>
        </div>
        <Link to="/profile" className={buttonClasses("primary", "sm")}>
          {t("workouts.upgradeAction")}
        </Link>
      </div>
    );
  }
  const message = isApiError(error)
    ? error.code === "NETWORK_ERROR"
      ? t("workouts.errors.network")
      : error.message
    : t("workouts.errors.unknown");
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-2xl bg-danger-50 p-4 text-sm text-danger-950 ring-1 ring-danger-200 sm:flex-row sm:items-center sm:justify-between dark:bg-danger-400/10 dark:text-danger-100 dark:ring-danger-400/30"
    >
      <p className="flex items-start gap-2.5">
        <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">{message}</span>
      </p>
      {onRetry ? (
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          {t("common.retry")}
        </Button>
      ) : null}
    </div>
  );
}
